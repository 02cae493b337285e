import {
  Bookmark,
  Briefcase,
  ChartColumn,
  Flag,
  GraduationCap,
  House,
  LayoutDashboard,
  type LucideIcon,
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

/** Creatives' and businesses' own lists (saved items, cart, orders), in the sidebar only (the top bar has no room). */
export function memberToolLinks(session: Session): readonly NavItem[] {
  return session.accessToken && (session.userType === 'user' || session.userType === 'business')
    ? MEMBER_TOOL_LINKS
    : [];
}

const MEMBER_TOOL_LINKS: readonly NavItem[] = [
  { label: 'nav.saved', to: '/saved', icon: Bookmark },
  { label: 'nav.cart', to: '/cart', icon: ShoppingCart },
  { label: 'nav.orders', to: '/orders', icon: ReceiptText },
];

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

/** Footer links to the sections; each carries a `link` query parameter. */
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
