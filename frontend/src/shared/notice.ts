import './notice.css';

/**
 * A short message that stays on screen across a page change (the spec's "message, then go to ...").
 * It lives outside the React tree so navigating away does not remove it.
 */
export function showNotice(text: string, kind: 'info' | 'error' = 'info', ms = 5000): void {
  const box = document.createElement('div');
  box.className = `shop-notice shop-notice--${kind}`;
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  box.textContent = text;
  document.body.appendChild(box);
  window.setTimeout(() => box.remove(), ms);
}
