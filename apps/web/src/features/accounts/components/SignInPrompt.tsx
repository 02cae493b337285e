import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui';
import { useT } from '../../../lib/i18n';

interface SignInPromptProps {
  /** The sentence above the links. */
  message: string;
  /** Called when a link is followed, so a surrounding dialog can close. */
  onNavigate?: () => void;
}

/** Links to sign in (/login) and to sign up (/signup), for things that need an account. */
export function SignInPrompt({ message, onNavigate }: SignInPromptProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p>{message}</p>
      <ButtonLink to="/login" onClick={onNavigate} className="w-full">
        {t('signIn.goToSignIn')}
      </ButtonLink>
      <p className="text-center">
        <Link
          to="/signup"
          onClick={onNavigate}
          className="inline-flex min-h-11 items-center font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker"
        >
          {t('signIn.signUpLink')}
        </Link>
      </p>
    </div>
  );
}
