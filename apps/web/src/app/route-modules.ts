import type { ComponentType } from 'react';

/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Route path (exactly as in WEB_ROUTES, packages/shared/src/web-routes.ts) → its page module.
 * Every page is its own chunk. A test checks that this map and WEB_ROUTES hold the same paths.
 */
export const PAGE_MODULES: Readonly<Record<string, PageLoader>> = {
  // Standalone
  '/': () => import('./pages/LandingPage'),
  '/login': () => import('../features/accounts/pages/LoginPage'),
  '/admin-login': () => import('../features/accounts/pages/AdminLoginPage'),
  '/creative': () => import('../features/accounts/pages/CreativeSignUpPage'),
  '/partner': () => import('../features/accounts/pages/PartnerSignUpPage'),
  '/business': () => import('../features/accounts/pages/BusinessSignUpPage'),
  '/terms-of-use': () => import('../features/static-pages/pages/TermsOfUsePage'),

  // Auth
  '/signup': () => import('../features/accounts/pages/SignUpPage'),
  '/welcome': () => import('../features/accounts/pages/WelcomePage'),
  '/otp': () => import('../features/accounts/pages/OtpPage'),
  '/bpassword': () => import('../features/accounts/pages/BusinessPasswordPage'),
  '/cpassword': () => import('../features/accounts/pages/CreativePasswordPage'),
  '/password': () => import('../features/accounts/pages/PasswordPage'),
  '/partpassword': () => import('../features/accounts/pages/PartnerPasswordPage'),
  '/partnersetpassword': () => import('../features/accounts/pages/PartnerSetPasswordPage'),
  '/setpartnerpassword': () => import('../features/accounts/pages/SetPartnerPasswordPage'),
  '/partnerwelcome': () => import('../features/accounts/pages/PartnerWelcomePage'),
  '/forgot-password': () => import('../features/accounts/pages/ForgotPasswordPage'),
  '/resetPassword': () => import('../features/accounts/pages/ResetPasswordPage'),

  // Main
  '/homepage': () => import('./pages/HomePage'),
  '/profilepage': () => import('./pages/OwnProfilePage'),
  '/businessProfile': () => import('../features/business/pages/BusinessProfilePage'),
  '/bussinesspage': () => import('../features/business/pages/BusinessPage'),
  '/addbusiness': () => import('../features/business/pages/AddBusinessPage'),
  '/settings': () => import('./pages/SettingsPage'),
  '/profile/:id': () => import('./pages/PublicProfilePage'),
  '/publicProfile/:refId': () => import('./pages/PublicProfilePage'),
  '/post/:id': () => import('../features/feed/pages/PostPage'),
  '/adminprofile/:refId': () => import('./pages/AdminProfilePage'),
  '/admin-dashboard': () => import('../features/admin/pages/AdminDashboardPage'),
  '/admin-reports': () => import('../features/moderation/pages/AdminReportsPage'),
  '/admin-analytics': () => import('../features/analytics/pages/AdminAnalyticsPage'),
  '/admin-audit': () => import('../features/admin/pages/AdminAuditPage'),
  '/faq': () => import('../features/static-pages/pages/FaqPage'),
  '/aboutus': () => import('../features/static-pages/pages/AboutUsPage'),
  '/vision-mission': () => import('../features/static-pages/pages/VisionMissionPage'),
  '/8-point-plan': () => import('../features/static-pages/pages/EightPointPlanPage'),
  '/privacy': () => import('../features/static-pages/pages/PrivacyPage'),
  '/t&c': () => import('../features/static-pages/pages/TermsAndConditionsPage'),
  '/accessibility': () => import('../features/static-pages/pages/AccessibilityPage'),
  '/licensepage': () => import('../features/static-pages/pages/ComingSoonPage'),
  '/fundingpage': () => import('../features/static-pages/pages/ComingSoonPage'),
  '/funding': () => import('../features/funding/pages/FundingPage'),
  '/newform': () => import('../features/static-pages/pages/ComingSoonPage'),
  '/toolspage': () => import('../features/listings/pages/ToolsPage'),
  '/tooldetailsPage/:id': () => import('../features/listings/pages/ToolDetailsPage'),
  '/opportunitypage': () => import('../features/listings/pages/OpportunitiesPage'),
  '/opportunitydetails/:id': () => import('../features/listings/pages/OpportunityDetailsPage'),
  '/opportunity/:id': () => import('../features/listings/pages/OpportunityDetailsPage'),
  '/proposalpage': () => import('../features/proposals/pages/ProposalsPage'),
  '/proposaldetailsPage/:id': () => import('../features/proposals/pages/ProposalDetailsPage'),
  '/marketpage': () => import('../features/marketplace/pages/MarketplacePage'),
  '/marketdetailsPage/:id': () => import('../features/marketplace/pages/ProductDetailsPage'),
  '/user-products/:username': () => import('../features/marketplace/pages/SellerProductsPage'),
  '/cart': () => import('../features/marketplace/pages/CartPage'),
  '/orders': () => import('../features/marketplace/pages/OrdersPage'),
  '/messages': () => import('../features/messaging/pages/InboxPage'),
  '/messages/:id': () => import('../features/messaging/pages/ConversationPage'),
  '/directorypage': () => import('../features/directory/pages/DirectoryPage'),
  '/trainingpage': () => import('../features/listings/pages/TrainingsPage'),
  '/trainingPage': () => import('../features/listings/pages/TrainingsPage'),
  '/training/:id': () => import('../features/listings/pages/TrainingDetailsPage'),
  '/trainingform': () => import('../features/listings/pages/TrainingFormPage'),
  '/saved': () => import('../features/listings/pages/SavedPage'),
};

/** The page for paths no route matches. */
export const NOT_FOUND_PAGE: PageLoader = () => import('./NotFoundPage');
