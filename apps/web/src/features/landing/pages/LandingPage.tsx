import { Handshake, Palette, Sparkles, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui';
import { usePageTitle } from '../../../components/usePageTitle';
import { useT } from '../../../lib/i18n';
import PublicFeed from '../../feed/components/PublicFeed';
import { ReachSection } from '../components/ReachSection';

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

/** `/`: what the platform is and who it is for, the ways in, the 'Coming Soon' banner and the public feed. */
export default function LandingPage() {
  const t = useT();
  usePageTitle(t('landing.title'));
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
            <ButtonLink to="/signup">{t('landing.createAccount')}</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              {t('landing.signIn')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="audiences-heading" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="audiences-heading" className="mb-5 text-xl font-bold">
          {t('landing.audiencesTitle')}
        </h2>
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
      </section>

      <ReachSection />

      <section aria-labelledby="feed-heading" className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6">
        <h2 id="feed-heading" className="mb-5 text-xl font-bold">
          {t('landing.feedTitle')}
        </h2>
        <div className="flex flex-col gap-4">
          <aside
            aria-labelledby="ip-banner-heading"
            className="flex items-start gap-3 rounded-xl border border-accent bg-accent-soft p-5"
          >
            <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-ink" />
            <div className="flex flex-col gap-1">
              <p className="w-fit rounded-md bg-accent px-2 py-0.5 text-sm font-bold text-ink">
                {t('landing.bannerLabel')}
              </p>
              <h3 id="ip-banner-heading" className="text-lg font-bold">
                {t('landing.bannerTitle')}
              </h3>
              <p>{t('landing.bannerBody')}</p>
            </div>
          </aside>
          <div className="mx-auto w-full max-w-2xl">
            <PublicFeed />
          </div>
        </div>
      </section>
    </>
  );
}
