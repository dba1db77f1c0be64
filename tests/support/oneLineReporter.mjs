// A node:test reporter for checks that run inside other commands (the internals guard before `npm run build`): one
// line when all pass; each failure in full otherwise.
import path from 'node:path';
import process from 'node:process';

export default async function* oneLineReporter(source) {
  let passed = 0;
  const failures = [];
  const files = new Set();
  for await (const event of source) {
    if (event.data?.file) files.add(path.relative(process.cwd(), event.data.file));
    const isSuite = event.data?.details?.type === 'suite';
    if (event.type === 'test:pass' && !isSuite) passed += 1;
    if (event.type === 'test:fail' && !isSuite) failures.push(event.data);
  }
  for (const failure of failures) {
    const error = failure.details?.error;
    yield `✖ ${failure.name}\n${error?.cause?.stack ?? error?.cause ?? error?.stack ?? error}\n\n`;
  }
  yield `${[...files].join(', ')}: ${passed} passed, ${failures.length} failed\n`;
}
