/** Reads a cookie the page may see (the uid cookie the route guard relies on). */
export function readCookie(name: string): string | undefined {
  // A server-rendered page is the same for everyone: it reads no visitor's cookies.
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; path=/`;
}
