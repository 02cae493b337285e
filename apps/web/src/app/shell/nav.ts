import {
  Bookmark,
  Briefcase,
  ChartColumn,
  FileText,
  Flag,
  GraduationCap,
  House,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  ReceiptText,
  ScrollText,
  ShoppingCart,
  Store,
  Users,
  Wrench,
} from 'lucide-react';
import type { MessageKey } from '../../lib/i18n';
import { homePath, type Session } from '../../lib/session';

/** The Terms and Conditions route; React escapes the & when it writes the href. */
export const TERMS_AND_CONDITIONS_PATH = '/t&c';

export interface NavItem {
  label: MessageKey;
  to: string;
  icon?: LucideIcon;
}

/**
 * The main sections (Home, Directory, MarketPlace, Tools, Opportunities, Training).
 * "Home" is the feed when signed in, the landing page when not; admins get Admin Directory instead.
 */
export function sectionLinks(session: Session): NavItem[] {
  const first: NavItem =
    session.accessToken && session.userType === 'admin'
      ? { label: 'nav.adminDirectory', to: '/admin-dashboard', icon: LayoutDashboard }
      : { label: 'nav.home', to: homePath(session), icon: House };
  return [
    first,
    { label: 'nav.directory', to: '/directorypage', icon: Users },
    { label: 'nav.marketplace', to: '/marketpage', icon: Store },
    { label: 'nav.tools', to: '/toolspage', icon: Wrench },
    { label: 'nav.opportunities', to: '/opportunitypage', icon: Briefcase },
    { label: 'nav.training', to: '/trainingpage', icon: GraduationCap },
  ];
}

/**
 * The admin's own tools, listed in the sidebar (and the phone drawer) after the sections. The top bar keeps to
 * the six sections: with these too it would not fit between 1200 and 1400 px.
 */
export function adminToolLinks(session: Session): readonly NavItem[] {
  return session.accessToken && session.userType === 'admin' ? ADMIN_TOOL_LINKS : [];
}

/**
 * Members' own lists, in the sidebar only (the top bar has no room): proposals for creatives and businesses (sent)
 * and partners (received); saved items, cart and orders for creatives and businesses.
 */
export function memberToolLinks(session: Session): readonly NavItem[] {
  if (!session.accessToken) return [];
  if (session.userType === 'user' || session.userType === 'business') return MEMBER_TOOL_LINKS;
  if (session.userType === 'partner') return PARTNER_TOOL_LINKS;
  return [];
}

const PROPOSALS_LINK: NavItem = { label: 'nav.proposals', to: '/proposalpage', icon: FileText };
/** Where members talk to each other (creatives, businesses and partners; admins read only what is reported). */
export const MESSAGES_LINK: NavItem = { label: 'nav.messages', to: '/messages', icon: MessagesSquare };

/** True for a signed-in creative, business or partner: the people who have messages. */
export function hasMessages(session: Session): boolean {
  return (
    Boolean(session.accessToken) &&
    (session.userType === 'user' || session.userType === 'business' || session.userType === 'partner')
  );
}

const MEMBER_TOOL_LINKS: readonly NavItem[] = [
  PROPOSALS_LINK,
  { label: 'nav.saved', to: '/saved', icon: Bookmark },
  { label: 'nav.cart', to: '/cart', icon: ShoppingCart },
  { label: 'nav.orders', to: '/orders', icon: ReceiptText },
];

const PARTNER_TOOL_LINKS: readonly NavItem[] = [PROPOSALS_LINK];

/** What the Create button offers: nothing to admins (they cannot post), no products to partners. */
export type CreateKind = 'post' | 'product';

export function createKinds(session: Session): readonly CreateKind[] {
  if (!session.accessToken) return ['post', 'product']; // visitors are offered the sign-in instead
  if (session.userType === 'user' || session.userType === 'business') return ['post', 'product'];
  if (session.userType === 'partner') return ['post'];
  return [];
}

/** 'Apply for funding' is for members and visitors (who are asked to sign in), not for admins. */
export function canApplyForFunding(session: Session): boolean {
  return !(session.accessToken && session.userType === 'admin');
}

const ADMIN_TOOL_LINKS: readonly NavItem[] = [
  { label: 'nav.adminReports', to: '/admin-reports', icon: Flag },
  { label: 'nav.adminAnalytics', to: '/admin-analytics', icon: ChartColumn },
  { label: 'nav.adminAudit', to: '/admin-audit', icon: ScrollText },
];

/** The About Us submenu of the sidebar. */
export const ABOUT_LINKS: readonly NavItem[] = [
  { label: 'nav.aboutUs', to: '/aboutus' },
  { label: 'nav.visionMission', to: '/vision-mission' },
  { label: 'nav.eightPointPlan', to: '/8-point-plan' },
];

/** Footer links to the sections; each carries a `link` query parameter. Admins are not offered Funding. */
export function footerSectionLinks(session: Session): readonly NavItem[] {
  return canApplyForFunding(session)
    ? FOOTER_SECTION_LINKS
    : FOOTER_SECTION_LINKS.filter((link) => link.label !== 'footer.funding');
}

export const FOOTER_SECTION_LINKS: readonly NavItem[] = [
  { label: 'footer.directory', to: '/directorypage?link=directory' },
  { label: 'footer.marketplace', to: '/marketpage?link=marketplace' },
  { label: 'footer.tools', to: '/toolspage?link=tools' },
  { label: 'footer.opportunities', to: '/opportunitypage?link=opportunities' },
  { label: 'footer.funding', to: '/funding?link=funding' },
];

export const FOOTER_ABOUT_LINKS: readonly NavItem[] = [
  { label: 'footer.aboutUs', to: '/aboutus' },
  { label: 'footer.privacy', to: '/privacy' },
  { label: 'footer.terms', to: TERMS_AND_CONDITIONS_PATH },
  { label: 'footer.accessibility', to: '/accessibility' },
];

/** Social networks. We do not invent addresses: each points to the Follow us section of About Us. */
export const SOCIAL_LINKS: readonly NavItem[] = [
  { label: 'footer.socialX', to: '/aboutus#follow-us' },
  { label: 'footer.socialFacebook', to: '/aboutus#follow-us' },
  { label: 'footer.socialInstagram', to: '/aboutus#follow-us' },
  { label: 'footer.socialLinkedIn', to: '/aboutus#follow-us' },
];
