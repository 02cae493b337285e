import { MarkdownPage } from '../MarkdownPage';

/** /8-point-plan */
export default function EightPointPlanPage() {
  return <MarkdownPage document="8-point-plan" />;
}
