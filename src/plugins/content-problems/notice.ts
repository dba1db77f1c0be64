// Dev server only (./index.ts): lists the content mistakes of the site on the open page, at the bottom of the window.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import problems from '@content-problems';
import styles from './notice.module.css';

const ID = 'laravext-content-problems';

function show(): void {
  document.getElementById(ID)?.remove();
  if (!problems.length) return;
  const notice = document.createElement('div');
  notice.id = ID;
  notice.className = styles.notice;
  notice.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = styles.title;
  const pages = problems.length === 1 ? 'this page' : 'these pages';
  title.textContent = `Docusaurus cannot load ${pages}: fix the file and this notice goes away.`;
  const list = document.createElement('ul');
  list.className = styles.list;
  for (const p of problems) {
    const item = document.createElement('li');
    const where = document.createElement('code');
    where.textContent = `${p.file}:${p.line}`;
    item.append(where, ` ${p.message}`);
    list.append(item);
  }
  notice.append(title, list);
  document.body.append(notice);
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
}

// A new list of problems replaces this module in place (no reload of the page).
import.meta.webpackHot?.accept();
