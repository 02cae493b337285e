/** Where the server renderer (src/ssr) says the page is, while it renders one; the browser knows its own. */
let serverOrigin: () => string = () => '';

/** For the server renderer only: the origin of the page being rendered. */
export function setServerOrigin(read: () => string): void {
  serverOrigin = read;
}

/** The origin the reader opened the page on (`https://creative.gov.ng`), on the server as in the browser. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin() : window.location.origin;
}
