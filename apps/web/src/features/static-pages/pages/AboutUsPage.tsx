import { MarkdownPage } from '../MarkdownPage';

/** /aboutus */
export default function AboutUsPage() {
  return <MarkdownPage document="about-us" />;
}
