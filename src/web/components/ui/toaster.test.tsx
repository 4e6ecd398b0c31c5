// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  toast,
  toastReducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from '~/lib/use-toast';
import { TOAST_DURATION_MS } from './toast';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => dismissToast());
  act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps the spec constants: 1 visible, 5000 ms, removal after 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows at most one toast: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({
        title: 'Quote Request Submitted',
        description: "We'll contact you within 24 hours.",
      });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Quote Request Submitted')).toBeVisible();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes a toast after 5000 ms, not before', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Saved')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('F8 moves focus to the notifications region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Upload Failed', variant: 'destructive' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('a swipe right past 50 px dismisses the toast; a shorter one does not', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByText('Swipe me').closest('li')!;
    const swipe = (dx: number) => {
      fireEvent.pointerDown(item, { clientX: 100, clientY: 10, button: 0, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
    };
    act(() => swipe(30));
    expect(screen.getByText('Swipe me')).toBeVisible();
    act(() => swipe(80));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('the reducer drops older toasts beyond the limit and removes dismissed ones', () => {
    const a = { id: 'a', open: true };
    const b = { id: 'b', open: true };
    const state = toastReducer(toastReducer([], { type: 'add', toast: a }), {
      type: 'add',
      toast: b,
    });
    expect(state.map((t) => t.id)).toEqual(['b']);
    expect(toastReducer(state, { type: 'dismiss', id: 'b' })[0]!.open).toBe(false);
    expect(toastReducer(state, { type: 'remove', id: 'b' })).toEqual([]);
  });
});
