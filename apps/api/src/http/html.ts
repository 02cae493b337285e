/** Escapes text for HTML made on the server (docs page, dev outbox, emails). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
