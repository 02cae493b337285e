import SetPartnerPasswordPage from './SetPartnerPasswordPage';

/** /partpassword – the same screen as /setpartnerpassword: code, password and confirmation. */
export default function PartnerPasswordPage() {
  return <SetPartnerPasswordPage />;
}
