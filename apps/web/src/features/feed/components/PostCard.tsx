import type { Post } from '@creative-ng/shared/feed/index';
import { PREVIEW_LENGTHS } from '@creative-ng/shared/reference/constants';
import { ExternalLink, Heart, Link2, Share2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { ExpandableText } from '../../../components/ExpandableText';
import { PostImages } from '../../../components/PostImages';
import { Avatar } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { useSession } from '../../../lib/session';
import { askToSignIn } from '../../../lib/signIn';
import { useFeedT } from '../i18n';
import { useLike } from '../lib/feedApi';
import { postUrl, whatsAppShareHref } from '../lib/share';
import { showToast } from '../lib/toast';

const ACTION =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-ink hover:bg-canvas focus-visible:outline-3 focus-visible:outline-focus';

/**
 * The heart and its count: the server keeps the like. Visitors are asked to sign in (the sign-in modal) and, signed
 * in, find the post liked where they were.
 */
function LikeButton({ post }: { post: Post }) {
  const t = useFeedT();
  const session = useSession();
  const like = useLike();
  const setLike = (liked: boolean) =>
    like.mutate({ id: post.id, liked }, { onError: () => showToast('error', t('post.likeFailed')) });
  const count = post.likes === 1 ? t('post.oneLike') : t('post.likes', { count: post.likes });
  return (
    <button
      type="button"
      aria-pressed={post.liked}
      onClick={() => {
        if (session.accessToken) setLike(!post.liked);
        else askToSignIn({ reason: t('post.signInToLike'), afterSignIn: () => setLike(true) });
      }}
      className={cn(ACTION, post.liked ? 'text-danger' : '')}
    >
      <Heart aria-hidden="true" className={cn('size-6', post.liked ? 'fill-current' : '')} />
      <span className="sr-only">{t('post.like')}, </span>
      <span aria-hidden="true">{post.likes}</span>
      <span className="sr-only">{count}</span>
    </button>
  );
}

/** Share to WhatsApp and copy the post's link. */
function ShareActions({ post }: { post: Post }) {
  const t = useFeedT();
  const url = postUrl(post.id);
  return (
    <>
      <a
        href={whatsAppShareHref(t('post.whatsAppText', { title: post.title }), url)}
        target="_blank"
        rel="noopener noreferrer"
        className={ACTION}
        aria-label={t('post.shareWhatsApp')}
        data-testid="share-whatsapp"
      >
        {/* The share sign and the word WhatsApp, on every screen: a bare speech bubble read as 'comments'. */}
        <Share2 aria-hidden="true" className="size-5" />
        <span>{t('post.whatsApp')}</span>
      </a>
      <button
        type="button"
        className={ACTION}
        aria-label={t('post.copyLink')}
        onClick={() => {
          navigator.clipboard
            ?.writeText(url)
            .then(() => showToast('success', t('post.linkCopied')))
            .catch(() => showToast('error', t('post.copyFailed')));
          if (!navigator.clipboard) showToast('error', t('post.copyFailed'));
        }}
      >
        <Link2 aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('post.copyLink')}</span>
      </button>
    </>
  );
}

interface PostCardProps {
  post: Post & { removed?: boolean };
  /** Heading level of the title in the page outline. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** True on the post's own page: the title is not a link to itself and the whole description shows. */
  standalone?: boolean;
  /** Extra controls (edit, delete) for the author's own lists. */
  actions?: ReactNode;
  /** The first card of its page: its first picture loads at once, with priority (often the page's largest paint). */
  eager?: boolean;
}

/**
 * A post card: author avatar and name (to the public profile), 'Available to work',
 * expertise or area, category or sector, title, description preview, images, the heart with its count,
 * and share actions.
 */
// The report dialog loads only for signed-in members, so a visitor's feed downloads none of it.
const ReportButton = lazy(() =>
  import('../../../components/report/ReportButton').then((module) => ({ default: module.ReportButton })),
);

function ReportPost({ post }: { post: Post }) {
  const session = useSession();
  if (!session.accessToken) return null;
  return (
    <Suspense fallback={null}>
      <ReportButton
        targetType="post"
        targetId={post.id}
        label={post.title}
        authorId={post.author.id}
        className="ml-auto self-center"
      />
    </Suspense>
  );
}

export function PostCard({
  post,
  headingLevel: Heading = 'h3',
  standalone = false,
  actions,
  eager = standalone,
}: PostCardProps) {
  const t = useFeedT();
  const titleId = useId();
  const { author } = post;
  const role = author.expertise || author.area;
  // A partner's 'industry' is a stored option ('private' or 'public'), shown in the reader's words.
  const industry =
    author.industry === 'private' || author.industry === 'public' ? t(`post.industry.${author.industry}`) : null;
  const fieldName = author.category || author.sector || industry;
  const field = fieldName && fieldName !== role ? fieldName : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 overflow-hidden rounded-xl border border-line bg-white py-4"
    >
      <header className="flex items-start gap-3 px-4">
        <Link
          to={`/profile/${author.id}`}
          state={{ type: author.type }}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg hover:bg-canvas"
        >
          <Avatar name={author.name} src={author.photo} decorative />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold text-ink">{author.name}</span>
            {role ? <span className="truncate text-sm text-ink">{role}</span> : null}
            {field ? <span className="truncate text-sm text-muted">{field}</span> : null}
          </span>
        </Link>
        {author.available ? (
          <span className="shrink-0 rounded-full border border-primary-line bg-primary-soft px-2 py-0.5 text-sm font-semibold text-primary-darker">
            {t('post.availableToWork')}
          </span>
        ) : null}
      </header>
      {post.removed ? (
        <p className="mx-4 rounded-lg border border-warning-line bg-warning-soft p-2 text-sm">{t('post.removed')}</p>
      ) : null}
      <div className="flex flex-col gap-1 px-4">
        <Heading id={titleId} className={cn('font-bold text-ink', Heading === 'h1' ? 'text-2xl' : 'text-lg')}>
          {standalone ? (
            post.title
          ) : (
            <Link to={`/post/${post.id}`} className="hover:underline">
              {post.title}
            </Link>
          )}
        </Heading>
        <ExpandableText
          text={post.description}
          limit={PREVIEW_LENGTHS.postDescription}
          moreLabel={t('post.readMore')}
          lessLabel={t('post.showLess')}
          whole={standalone}
        />
        <a
          href={post.link}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="inline-flex min-h-11 w-fit items-center gap-1 font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker"
        >
          {t('post.visitLink')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
      <PostImages images={post.media} title={post.title} eager={eager} />
      <footer className="flex flex-wrap items-center gap-1 px-2">
        <LikeButton post={post} />
        <ShareActions post={post} />
        {actions ? <div className="ml-auto flex gap-1">{actions}</div> : <ReportPost post={post} />}
      </footer>
    </article>
  );
}
