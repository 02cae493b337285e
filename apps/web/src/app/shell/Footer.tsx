import { Link } from 'react-router';
import { HydrateLater } from '../../components/HydrateLater';
import { LogoMark } from '../../components/Logo';
import { cn } from '../../components/ui/cn';
import { useClientConfig } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { FOOTER_ABOUT_LINKS, footerSectionLinks, type NavItem, SOCIAL_LINKS } from './nav';

const LINK =
  'inline-flex min-h-11 items-center text-white underline-offset-4 hover:underline focus-visible:outline-accent sm:min-h-8';

/** 'Verification powered by {provider}' and the copyright line. */
export function VerificationFooter({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const t = useT();
  const { data } = useClientConfig();
  const provider = data?.identityProvider.name?.trim() || t('footer.providerFallback');
  return (
    <div
      className={cn(
        'flex flex-col gap-1 px-4 py-4 text-center text-sm',
        tone === 'dark' ? 'bg-[#003d24] text-white' : 'text-muted',
        className,
      )}
    >
      <p>{t('footer.verification', { provider })}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </div>
  );
}

function LinkList({ heading, links }: { heading: string; links: readonly NavItem[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="mb-2 text-base font-bold text-white">{heading}</h2>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={LINK}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer: programme, section links with ?link=, about links, social links. */
export function Footer() {
  const t = useT();
  const session = useSession();
  return (
    <footer className="bg-primary-darker text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 text-lg font-bold">
            <LogoMark className="size-10 rounded-[14px] ring-2 ring-white" />
            {t('footer.programme')}
          </p>
          <p className="text-sm text-white/90">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('nav.footer')} className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-3">
          <LinkList heading={t('footer.exploreHeading')} links={footerSectionLinks(session)} />
          <LinkList heading={t('footer.aboutHeading')} links={FOOTER_ABOUT_LINKS} />
          <LinkList heading={t('footer.followHeading')} links={SOCIAL_LINKS} />
        </nav>
      </div>
      <VerificationFooter />
    </footer>
  );
}

/** The footer as the layouts place it: links only, so taken over after the page (decision 0103). */
export function LayoutFooter() {
  return (
    <HydrateLater>
      <Footer />
    </HydrateLater>
  );
}
