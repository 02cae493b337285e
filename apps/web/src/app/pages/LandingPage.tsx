import { Handshake, Palette, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ComingSoonBanner } from '../../components/ComingSoonBanner';
import { HydrateLater } from '../../components/HydrateLater';
import { ButtonLink } from '../../components/ui';
import { cn } from '../../components/ui/cn';
import { usePageTitle } from '../../components/usePageTitle';
import PublicFeed from '../../features/feed/components/PublicFeed';
import { ReachSection } from '../../features/landing/components/ReachSection';
import { useT } from '../../lib/i18n';
import { homePath, useSession } from '../../lib/session';

// The landing page is put together here, in the app, from the landing feature's reach section and the feed's public
// feed, so that no feature imports another (decision 0109).

function Audience({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-white p-5">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
        {icon}
      </span>
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="text-muted">{body}</p>
    </li>
  );
}

/** A section of the landing page below the first: its heading (which names it) and what it holds. */
function LandingSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>
      <h2 id={id} className="mb-5 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/`: what the platform is and who it is for, the ways in, the 'Coming Soon' banner and the public feed. Signed-in
 * members have the feed in the app, with its menu and Create: they go to their home page. An admin is offered the
 * Admin Directory instead of 'Create an account' and 'Sign in'.
 */
export default function LandingPage() {
  const t = useT();
  const session = useSession();
  usePageTitle(t('landing.title'));
  const signedIn = Boolean(session.accessToken && session.authenticated && session.userType);
  if (signedIn && session.userType !== 'admin') return <Navigate to={homePath(session)} replace />;
  return (
    <>
      <section aria-labelledby="landing-heading" className="border-b border-primary-line bg-primary-soft">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 sm:px-6 sm:py-16">
          <p className="font-semibold text-primary-dark">{t('landing.eyebrow')}</p>
          <h1 id="landing-heading" className="max-w-2xl text-2xl font-extrabold text-ink sm:text-4xl sm:leading-tight">
            {t('landing.heroTitle')}
          </h1>
          <p className="max-w-2xl text-lg">{t('landing.heroBody')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <ButtonLink to={homePath(session)}>{t('nav.adminDirectory')}</ButtonLink>
            ) : (
              <>
                <ButtonLink to="/signup">{t('landing.createAccount')}</ButtonLink>
                <ButtonLink to="/login" variant="secondary">
                  {t('landing.signIn')}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </section>

      {/* Each section below the first is taken over in a task of its own (decisions 0103, 0114). */}
      <HydrateLater>
        <LandingSection id="audiences-heading" title={t('landing.audiencesTitle')} className="py-10">
          <ul className="grid gap-4 md:grid-cols-3">
            <Audience
              icon={<Palette aria-hidden="true" className="size-6" />}
              title={t('landing.creativesTitle')}
              body={t('landing.creativesBody')}
            />
            <Audience
              icon={<Store aria-hidden="true" className="size-6" />}
              title={t('landing.businessesTitle')}
              body={t('landing.businessesBody')}
            />
            <Audience
              icon={<Handshake aria-hidden="true" className="size-6" />}
              title={t('landing.partnersTitle')}
              body={t('landing.partnersBody')}
            />
          </ul>
        </LandingSection>
      </HydrateLater>

      {/* The server renders the section whenever it renders the page: its data comes with the page. */}
      <HydrateLater>
        <ReachSection />
      </HydrateLater>

      <HydrateLater>
        <LandingSection id="feed-heading" title={t('landing.feedTitle')} className="pb-12">
          <div className="flex flex-col gap-4">
            <ComingSoonBanner />
            <div className="mx-auto w-full max-w-2xl">
              <PublicFeed belowTheFold />
            </div>
          </div>
        </LandingSection>
      </HydrateLater>
    </>
  );
}
