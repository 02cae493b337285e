import type { Post } from '@creative-ng/shared/feed/index';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostImages } from '../../components/PostImages';
import type { SignInRequest } from '../../lib/signIn';
import { renderWithProviders } from '../../test/render';
import { PostCard } from './components/PostCard';
import { checkPostImage, missingPostFields } from './lib/post';
import { postUrl, whatsAppShareHref } from './lib/share';

const ID = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';
const image = (n: number) => ({
  url: `https://cdn.example.ng/images/${n}-1280.webp`,
  srcset: `https://cdn.example.ng/images/${n}-320.webp 320w, https://cdn.example.ng/images/${n}-1280.webp 1280w`,
  width: 1280,
  height: 960,
  bytes: 182_000,
});

function post(overrides: Partial<Post> = {}): Post {
  return {
    id: ID,
    title: 'Adire at dawn',
    description:
      'Indigo adire cloth, dyed by hand in Abeokuta before sunrise, then dried in the morning sun by the river bank.',
    link: 'https://example.com/adire',
    images: [image(1).url],
    media: [image(1)],
    likes: 3,
    liked: false,
    own: false,
    author: {
      id: '11111111-2222-4333-8444-555555555555',
      type: 'creative',
      name: 'Amaka Eze',
      first_name: 'Amaka',
      last_name: 'Eze',
      registered_name: null,
      industry: null,
      photo: null,
      logo: null,
      expertise: 'Textile designer',
      area: null,
      category: 'Fashion Design',
      sector: 'Fashion Design',
      available: 'Contract',
      open_to_remote: true,
    },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('post rules', () => {
  it('names every empty field, trimmed', () => {
    expect(missingPostFields({ title: ' ', description: 'd', link: '', images: [] })).toEqual([
      'title',
      'link',
      'images',
    ]);
    expect(missingPostFields({ title: 't', description: 'd', link: 'https://x.ng', images: ['u'] })).toEqual([]);
  });

  it('accepts .png, .jpg and .webp only', () => {
    expect(checkPostImage({ name: 'a.png', type: 'image/png' })).toBeNull();
    expect(checkPostImage({ name: 'a.jpg', type: 'image/jpeg' })).toBeNull();
    expect(checkPostImage({ name: 'a.gif', type: 'image/gif' })).toBe('type');
    expect(checkPostImage({ name: 'a.WEBP', type: '' })).toBeNull();
    expect(checkPostImage({ name: 'a.pdf', type: '' })).toBe('type');
  });

  it("builds the post's address and a WhatsApp link that carries it", () => {
    const url = postUrl(ID, 'https://creative.gov.ng');
    expect(url).toBe(`https://creative.gov.ng/post/${ID}`);
    const href = whatsAppShareHref('Adire at dawn', url);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(`Adire at dawn ${url}`);
  });
});

describe('PostCard', () => {
  it('shows the author, availability, roles, a 100-character preview that expands, and the count', () => {
    renderWithProviders(<PostCard post={post()} />);
    expect(screen.getByRole('link', { name: /Amaka Eze/ }).getAttribute('href')).toBe(
      '/profile/11111111-2222-4333-8444-555555555555',
    );
    expect(screen.getByText('Available to work')).toBeTruthy();
    expect(screen.getByText('Textile designer')).toBeTruthy();
    expect(screen.getByText('Fashion Design')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Adire at dawn' })).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(screen.queryByText(/river bank/)).toBeNull();
    fireEvent.click(more);
    expect(screen.getByText(/river bank/)).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const heart = screen.getByRole('button', { name: /Like this post/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.textContent).toContain('3 likes');
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toContain(`/post/${ID}`);
  });

  it("names a partner's sector in words, not its stored option", () => {
    const partner = {
      ...post().author,
      type: 'partner' as const,
      name: 'Lagos Arts Fund',
      first_name: null,
      last_name: null,
      expertise: null,
      category: null,
      sector: null,
      available: null,
      industry: 'private',
    };
    renderWithProviders(<PostCard post={post({ author: partner })} />);
    expect(screen.getByText('Private sector')).toBeTruthy();
    expect(screen.queryByText('private')).toBeNull();
  });

  it('asks a visitor to sign in instead of liking, and likes the post once signed in', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ message: 'ok', data: { liked: true, likes: 1 } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const requests: SignInRequest[] = [];
    const onRequest = (request: SignInRequest) => requests.push(request);
    const listener = (event: Event) => onRequest((event as CustomEvent<SignInRequest>).detail);
    window.addEventListener('creative-ng:sign-in-request', listener);
    renderWithProviders(<PostCard post={post()} />);
    fireEvent.click(screen.getByRole('button', { name: /Like this post/ }));
    window.removeEventListener('creative-ng:sign-in-request', listener);
    // The app shell's sign-in modal is asked for, with the reason; nothing is sent yet.
    expect(requests.map((request) => request.reason)).toEqual(['Please sign in to like posts.']);
    expect(fetchMock).not.toHaveBeenCalled();
    // Signed in, the like is applied to the same post.
    await act(async () => requests[0]?.afterSignIn?.());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0] ?? '')).toContain(`/api/prop/post/${post().id}`);
  });

  it('shows a single image plainly, lazily, with its srcset and 400 px high', () => {
    renderWithProviders(<PostImages images={[image(1)]} title="Adire" />);
    const img = screen.getByRole('img', { name: 'Image 1 of 1 for Adire' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toContain('320w');
    expect((img as HTMLImageElement).style.height).toBe('400px');
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});

describe('the carousel', () => {
  const visible = () =>
    [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
      (slide) => !slide.hasAttribute('hidden'),
    );

  it('moves with the buttons, the dots and the arrow keys, and wraps around', () => {
    renderWithProviders(<PostImages images={[image(1), image(2), image(3)]} title="Adire" />);
    expect(visible()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(visible()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(visible()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show image 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next image' }), { key: 'ArrowRight' });
    expect(visible()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(visible()).toBe(2);
  });

  it('follows a swipe of 40 px or more, and ignores a smaller one', () => {
    renderWithProviders(<PostImages images={[image(1), image(2)]} title="Adire" />);
    const area = screen.getByRole('group', { name: '1 of 2' }).parentElement?.parentElement as HTMLElement;
    fireEvent.pointerDown(area, { clientX: 200 });
    fireEvent.pointerUp(area, { clientX: 170 });
    expect(visible()).toBe(0);
    fireEvent.pointerDown(area, { clientX: 200 });
    fireEvent.pointerUp(area, { clientX: 155 });
    expect(visible()).toBe(1);
  });

  it('moves on by itself every 5 s until paused', () => {
    vi.useFakeTimers();
    renderWithProviders(<PostImages images={[image(1), image(2)]} title="Adire" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(visible()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(visible()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
  });
});
