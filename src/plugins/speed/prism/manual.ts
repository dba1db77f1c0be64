// Imported before Prism's core: in a browser, Prism would otherwise re-highlight every `code[class*=language-]` element
// of the page by itself on load (React owns that DOM) and listen for worker messages. `manual` turns both off.
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism ??= {};
scope.Prism.manual = true;
scope.Prism.disableWorkerMessageHandler = true;

export {};
