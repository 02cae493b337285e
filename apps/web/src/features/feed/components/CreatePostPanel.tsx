import { PostForm } from './PostForm';

/** The 'Create Post' tab of the Create button's dialog; closes the dialog once the post is made. */
export default function CreatePostPanel({ onDone }: { onDone?: () => void }) {
  return <PostForm onDone={onDone} />;
}
