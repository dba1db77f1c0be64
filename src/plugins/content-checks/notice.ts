// Dev server only (./index.ts): lists the content mistakes of the site on the open page, at the bottom of the window.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import findings from '@content-problems';
import styles from './notice.module.css';

const ID = 'laravext-content-problems';

type Found = (typeof findings)['cannotLoad'];

function section(title: string, problems: Found): HTMLElement[] {
  if (!problems.length) return [];
  const heading = document.createElement('p');
  heading.className = styles.title;
  heading.textContent = title;
  const list = document.createElement('ul');
  list.className = styles.list;
  for (const p of problems) {
    const item = document.createElement('li');
    const where = document.createElement('code');
    where.textContent = `${p.file}:${p.line}`;
    item.append(where, ` ${p.message}`);
    list.append(item);
  }
  return [heading, list];
}

function show(): void {
  document.getElementById(ID)?.remove();
  const {cannotLoad, stale} = findings;
  if (!cannotLoad.length && !stale.length) return;
  const notice = document.createElement('div');
  notice.id = ID;
  notice.className = cannotLoad.length ? styles.notice : `${styles.notice} ${styles.stale}`;
  notice.setAttribute('role', cannotLoad.length ? 'alert' : 'status');
  const pages = cannotLoad.length === 1 ? 'this page' : 'these pages';
  notice.append(
    ...section(`Docusaurus cannot load ${pages}: fix the file and this notice goes away.`, cannotLoad),
    ...section('The stable version’s copy is stale: run npm run docs:sync before you commit.', stale),
  );
  document.body.append(notice);
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
}

// A new list of problems replaces this module in place (no reload of the page).
import.meta.webpackHot?.accept();
