/** Where the onboarding (biodata) form lives: a section of /profilepage, linkable. */
export const ONBOARDING_PATH = '/profilepage?onboarding=1';
