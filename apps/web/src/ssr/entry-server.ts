// The server build's entry (vite build --ssr, into apps/web/dist-ssr): what the API imports to render a page.
export { type RenderedPage, type RenderOptions, renderPage } from './render';
