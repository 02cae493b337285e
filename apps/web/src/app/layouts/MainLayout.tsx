import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { HydrateLater } from '../../components/HydrateLater';
import { CreateButton } from '../shell/CreateButton';
import { LayoutFooter } from '../shell/Footer';
import { OfflineNotice } from '../shell/OfflineNotice';
import { useFocusMainOnNavigate } from '../shell/RouteChange';
import { SidebarNav } from '../shell/SidebarNav';
import { SkipLink } from '../shell/SkipLink';
import { TopBar } from '../shell/TopBar';

const loadDrawer = () => import('../shell/SidebarDrawer');
const SidebarDrawer = lazy(loadDrawer);

/** Wider than this, the sidebar is fixed; at this width or less it is a drawer (900 px). */
const WIDE_QUERY = '(min-width: 901px)';

/** Top bar (with Create on phones), sidebar (with Create on wide screens), the page and the footer. */
export default function MainLayout() {
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  useFocusMainOnNavigate(mainRef);

  // The drawer has no place on a wide screen: close it if the window grows past 900 px.
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/*
        The top bar, the sidebar and the page are each taken over in a task of their own (decision 0114): together,
        with the page's first card, they were one task of over a second on a low-cost phone.
      */}
      <HydrateLater>
        <TopBar
          menuOpen={menuOpen}
          menuButtonRef={menuButtonRef}
          onOpenMenu={() => {
            setDrawerRequested(true);
            setMenuOpen(true);
          }}
        />
      </HydrateLater>
      <HydrateLater>
        <div className="fixed top-16 bottom-0 left-0 hidden w-64 flex-col overflow-y-auto border-r border-line bg-white nav:flex">
          {/* Create has its own place at the top of the sidebar (in the top bar on phones): it covers nothing. */}
          <div className="px-3 pt-4 empty:hidden">
            <CreateButton variant="sidebar" />
          </div>
          <SidebarNav />
        </div>
      </HydrateLater>
      <div className="flex min-w-0 flex-1 flex-col nav:pl-64">
        {/*
          At least the screen's height under the top bar, so the footer starts below the fold: while a page loads
          (its code, then its content in place of a spinner) the footer is not on screen to be pushed down, which
          was most of the pages' layout shift (CLS). svh, not dvh: it does not change as the phone's address bar
          hides.
        */}
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className="mx-auto min-h-[calc(100svh-4rem)] w-full max-w-5xl flex-1 px-4 pt-6 pb-12 outline-none sm:px-6"
        >
          <OfflineNotice />
          <HydrateLater>
            <Outlet />
          </HydrateLater>
        </main>
        <LayoutFooter />
      </div>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <SidebarDrawer open={menuOpen} onOpenChange={setMenuOpen} returnFocusRef={menuButtonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
