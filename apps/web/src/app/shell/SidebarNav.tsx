import { ChevronDown, CircleQuestionMark, FileText, Info, Shield } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language/LanguageSelect';
import { cn } from '../../components/ui/cn';
import { useUnreadMessages } from '../../features/messaging/lib/unread';
import { useClientConfig } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { ChatLink } from './CreateButton';
import {
  ABOUT_LINKS,
  adminToolLinks,
  hasMessages,
  MESSAGES_LINK,
  memberToolLinks,
  type NavItem,
  sectionLinks,
  TERMS_AND_CONDITIONS_PATH,
} from './nav';

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left font-medium text-ink no-underline hover:bg-canvas';
const ACTIVE = 'bg-primary-soft font-semibold text-primary-darker hover:bg-primary-soft';

interface SidebarNavProps {
  /** Called after a link is followed (the drawer closes itself with it). */
  onNavigate?: () => void;
}

function Item({
  item,
  onNavigate,
  nested = false,
  count = 0,
}: {
  item: NavItem;
  onNavigate?: () => void;
  nested?: boolean;
  /** A number shown after the label (unread messages). */
  count?: number;
}) {
  const t = useT();
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        end
        onClick={onNavigate}
        className={({ isActive }) => cn(ITEM, nested && 'pl-12', isActive && ACTIVE)}
      >
        {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null}
        {t(item.label)}
        {count > 0 ? (
          <span className="ml-auto flex h-6 min-w-6 items-center justify-center rounded-full bg-danger px-2 text-sm font-bold text-white">
            <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
            <span className="sr-only">{t('nav.messagesUnread', { count })}</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

/** The WhatsApp chat, next to the FAQ (when the deployment has a number). */
function ChatItem() {
  const { data } = useClientConfig();
  if (!data?.chat.whatsappNumber) return null;
  return (
    <li>
      <ChatLink className={ITEM} />
    </li>
  );
}

/**
 * The sidebar's links: the sections, FAQ, the WhatsApp chat, About Us (with its submenu),
 * Privacy Policy, Terms and Conditions, and a line with the current year.
 */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();
  const submenuId = useId();
  const inAbout = ABOUT_LINKS.some((link) => link.to === pathname);
  const [expanded, setExpanded] = useState(inAbout);
  const member = hasMessages(session);
  const unread = useUnreadMessages(member);

  // Opening one of the About Us pages opens the submenu that holds it.
  useEffect(() => {
    if (inAbout) setExpanded(true);
  }, [inAbout]);

  return (
    <nav aria-label={t('nav.sidebar')} className="flex flex-1 flex-col">
      <ul className="flex flex-col gap-1 p-3">
        {[...sectionLinks(session), ...adminToolLinks(session), ...memberToolLinks(session)].map((item) => (
          <Item key={item.label} item={item} onNavigate={onNavigate} />
        ))}
        {member ? <Item item={MESSAGES_LINK} onNavigate={onNavigate} count={unread.data ?? 0} /> : null}
        <li aria-hidden="true" className="my-2 border-t border-line" />
        <Item item={{ label: 'nav.faq', to: '/faq', icon: CircleQuestionMark }} onNavigate={onNavigate} />
        <ChatItem />
        <li>
          <button
            type="button"
            className={cn(ITEM, 'justify-between')}
            aria-expanded={expanded}
            aria-controls={submenuId}
            onClick={() => setExpanded((open) => !open)}
          >
            <span className="flex items-center gap-3">
              <Info aria-hidden="true" className="size-5 shrink-0" />
              {t('nav.aboutUs')}
            </span>
            <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', expanded && 'rotate-180')} />
          </button>
          <ul id={submenuId} hidden={!expanded} className="mt-1 flex flex-col gap-1">
            {ABOUT_LINKS.map((item) => (
              <Item key={item.to} item={item} onNavigate={onNavigate} nested />
            ))}
          </ul>
        </li>
        <Item item={{ label: 'nav.privacy', to: '/privacy', icon: Shield }} onNavigate={onNavigate} />
        <Item item={{ label: 'nav.terms', to: TERMS_AND_CONDITIONS_PATH, icon: FileText }} onNavigate={onNavigate} />
      </ul>
      {/* On phones the top bar has no room for it: the language is chosen here, in the menu. */}
      <LanguageSelect className="mt-auto border-t border-line px-6 py-3" />
      <p className="border-t border-line px-6 py-4 text-sm text-muted">
        {t('nav.sidebarFooter', { year: new Date().getFullYear() })}
      </p>
    </nav>
  );
}
