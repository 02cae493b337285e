import { lazy, Suspense } from 'react';
import { SettingsScreen } from '../../features/settings/components/SettingsScreen';

// Settings is the settings feature's screen with one section of the marketplace's, put together here so that
// neither feature imports the other. The seller form is a chunk of its own: only creatives and businesses see it.
const SellerUsernameForm = lazy(() =>
  import('../../features/marketplace/components/SellerUsernameForm').then((module) => ({
    default: module.SellerUsernameForm,
  })),
);

/** /settings (every signed-in role). */
export default function SettingsPage() {
  return (
    <SettingsScreen
      sellerForm={
        <Suspense fallback={null}>
          <SellerUsernameForm moveToPage={false} />
        </Suspense>
      }
    />
  );
}
