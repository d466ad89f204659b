import { useEffect } from 'react';
import { useLocation } from 'react-router';
import './notice.css';

type Kind = 'info' | 'error';

interface Shown {
  box: HTMLElement;
  kind: Kind;
  /** Page changes it still outlives: a success message may announce the page it leads to. */
  carries: number;
}

let shown: Shown[] = [];

function remove(notice: Shown): void {
  notice.box.remove();
  shown = shown.filter((n) => n !== notice);
}

export interface NoticeOptions {
  /** The caller goes to another page right after (the spec's "message, then go to ..."): show it there. */
  leadsToPage?: boolean;
  ms?: number;
}

/**
 * A short message about what the user just did. One at a time: a new one replaces the last (a red
 * and a green never stack). It belongs to the page that raised it and goes when the user leaves
 * that page — unless it announces the page change itself (`leadsToPage`): then it is shown on the
 * page it leads to and goes at the next change. It lives outside the React tree, so the page change
 * itself does not remove it; useNoticesBelongToPages does.
 */
export function showNotice(text: string, kind: Kind = 'info', { leadsToPage = false, ms = 5000 }: NoticeOptions = {}): void {
  for (const notice of [...shown]) remove(notice);
  const box = document.createElement('div');
  box.className = `shop-notice shop-notice--${kind}`;
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  box.textContent = text;
  document.body.appendChild(box);
  const notice: Shown = { box, kind, carries: leadsToPage ? 1 : 0 };
  shown.push(notice);
  window.setTimeout(() => remove(notice), ms);
}

/** Called on every page change by the layouts. */
function pageChanged(): void {
  for (const notice of [...shown]) {
    if (notice.carries > 0) notice.carries--;
    else remove(notice);
  }
}

/**
 * A notice is about the last action only (issue 25, audit item 9): the next action (a click on a
 * button or link, a form sent) takes every notice away before its own outcome is shown, and editing
 * a field takes away a red one (the warning it answered is being fixed).
 */
function nextAction(event: Event): void {
  const target = event.target as Element | null;
  if (event.type === 'submit' || target?.closest?.('button, a, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"]')) {
    for (const notice of [...shown]) remove(notice);
  }
}

function fieldEdited(): void {
  for (const notice of shown.filter((n) => n.kind === 'error')) remove(notice);
}

/** For the layouts (shop and staff): notices follow the page and action rules above. */
export function useNoticesBelongToPages(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    pageChanged();
  }, [pathname]);
  useEffect(() => {
    // Capture phase: runs before the page's own handler, which may then show the next notice.
    document.addEventListener('click', nextAction, true);
    document.addEventListener('submit', nextAction, true);
    document.addEventListener('input', fieldEdited, true);
    return () => {
      document.removeEventListener('click', nextAction, true);
      document.removeEventListener('submit', nextAction, true);
      document.removeEventListener('input', fieldEdited, true);
    };
  }, []);
}
