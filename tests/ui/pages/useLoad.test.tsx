// A dashboard card's data (pages/dashboard/useLoad.ts): an answer the log-in started early that has
// already arrived is drawn in the card's first render, with no spinner and no second render, and is
// taken once; one still on its way, or none started, shows the spinner until it lands; a reload keeps
// the answer drawn until the next lands. The announcements card draws an arrived list the same way.
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyCalls, settledEarly, startEarly } from '../../../src/client/api/earlyCalls';
import { type Announcement, announcementList, AnnouncementsCard } from '../../../src/client/pages/dashboard/AnnouncementsCard';
import { useEarlyLoad } from '../../../src/client/pages/dashboard/useLoad';

const counts = { total: 3 };

describe('useEarlyLoad', () => {
  beforeEach(() => localStorage.setItem('F9-Token', 'token-A'));
  afterEach(() => {
    dropEarlyCalls();
    localStorage.clear();
  });

  it('draws an arrived early answer in its first render, renders nothing more for it, and takes it once', async () => {
    startEarly('card', async () => counts);
    await vi.waitFor(() => expect(settledEarly('card')).toBeDefined());
    const ask = vi.fn(async () => ({ total: 99 }));
    const seen: Array<{ data: unknown; loading: boolean }> = [];
    const { result } = renderHook(() => {
      const loaded = useEarlyLoad('card', ask);
      seen.push({ data: loaded.data, loading: loaded.loading });
      return loaded;
    });
    expect(seen[0]).toEqual({ data: counts, loading: false });
    // Its effect takes the same answer: the state is kept, so React renders no second time.
    await new Promise((r) => setTimeout(r, 20));
    expect(ask).not.toHaveBeenCalled();
    expect(seen).toEqual([{ data: counts, loading: false }]);
    expect(settledEarly('card')).toBeUndefined();

    // A reload asks again, drawing the answer it has until the new one lands (no spinner flashing).
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: counts, loading: false });
    await waitFor(() => expect(result.current).toMatchObject({ data: { total: 99 }, loading: false }));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner while the early answer is still on its way, then draws it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    startEarly('card', () => new Promise((r) => (answer = r)));
    const ask = vi.fn(async () => ({ total: 99 }));
    const { result } = renderHook(() => useEarlyLoad('card', ask));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    answer(counts);
    await waitFor(() => expect(result.current).toMatchObject({ data: counts, loading: false }));
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks itself when nothing was started, and never draws an answer of another session', async () => {
    startEarly('card', async () => ({ total: 1, of: 'A' }));
    await vi.waitFor(() => expect(settledEarly('card')).toBeDefined());
    localStorage.setItem('F9-Token', 'token-B');
    const ask = vi.fn(async () => ({ total: 2, of: 'B' }));
    const { result } = renderHook(() => useEarlyLoad('card', ask));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ total: 2, of: 'B' }));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe('the dashboard\'s announcements card', () => {
  beforeEach(() => localStorage.setItem('F9-Token', 'token-A'));
  afterEach(() => {
    cleanup();
    dropEarlyCalls();
    localStorage.clear();
  });

  it('draws an arrived early answer in its first render, with no spinner, and leaves out an answer that is not a list', async () => {
    const list: Announcement[] = [{ Id: 7, TypeName: 'Notice', Title: 'Port of Ningbo closed Sunday', Content: 'Typhoon warning.', Priority: 5 }];
    startEarly('announcements', async () => list);
    await vi.waitFor(() => expect(settledEarly('announcements')).toBeDefined());
    function Card() {
      const answer = useEarlyLoad('announcements', async () => list);
      return <AnnouncementsCard items={answer.loading ? undefined : announcementList(answer.data)} />;
    }
    const { container } = render(<Card />);
    expect(container.querySelector('.fui-Spinner')).toBeNull();
    expect(container.querySelector('[data-announcement="7"]')?.textContent).toContain('Port of Ningbo closed Sunday');
    cleanup();
    render(<AnnouncementsCard items={announcementList({ not: 'a list' })} />);
    expect(screen.getByTestId('dashboard-announcements').querySelector('ul')).toBeNull();
    expect(document.body.querySelector('.fui-Spinner')).toBeNull();
  });

  it('shows the spinner while its list is asked for', () => {
    const { container } = render(<AnnouncementsCard items={undefined} />);
    expect(container.querySelector('.fui-Spinner')).not.toBeNull();
  });
});
