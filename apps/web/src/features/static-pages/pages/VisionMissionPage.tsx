import { MarkdownPage } from '../MarkdownPage';

/** /vision-mission */
export default function VisionMissionPage() {
  return <MarkdownPage document="vision-mission" />;
}
