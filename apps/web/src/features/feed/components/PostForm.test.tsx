import type { Post } from '@creative-ng/shared/feed/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import { PostForm } from './PostForm';

const IMAGE = 'https://cdn.example.ng/images/1-1280.webp';
const post = {
  id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01',
  title: 'Adire at dawn',
  description: 'Indigo cloth.',
  link: 'https://example.com/adire',
  images: [IMAGE],
  media: [{ url: IMAGE, srcset: null, width: 1280, height: 960, bytes: 1 }],
} as unknown as Post;

afterEach(() => vi.unstubAllGlobals());

describe('PostForm', { timeout: 20_000 }, () => {
  it("ties the schema's messages to every empty field, focuses the first, and sends nothing", async () => {
    const sent = recordRequests(post);
    renderWithProviders(<PostForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await refusedAt(title);
    expect(screen.getByRole('textbox', { name: /^Description/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Add images').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('All fields are required for the post').length).toBeGreaterThan(1);
    fireEvent.input(title, { target: { value: 'Adire' } });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Description/ }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("edits a post with the schema's output: trimmed text and the stored images", async () => {
    const sent = recordRequests(post);
    const onDone = vi.fn();
    renderWithProviders(<PostForm post={post} onDone={onDone} />);
    fireEvent.input(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: '  Adire at noon ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/prop/posts/${post.id}`,
      body: {
        title: 'Adire at noon',
        description: 'Indigo cloth.',
        link: 'https://example.com/adire',
        images: [IMAGE],
      },
    });
  });
});
