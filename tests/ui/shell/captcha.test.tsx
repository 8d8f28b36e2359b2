import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Captcha, drawCaptcha } from '../../../src/client/shell/login/Captcha';
import { captchaMatches, newCaptchaCode } from '../../../src/client/shell/login/captchaCode';

describe('captcha code', () => {
  it('is 4 digits taken from the random source', () => {
    expect(newCaptchaCode(() => new Uint32Array([10, 21, 39, 4]))).toBe('0194');
    for (let i = 0; i < 50; i++) expect(newCaptchaCode()).toMatch(/^[0-9]{4}$/);
  });

  it('changes between draws (not a constant)', () => {
    const codes = new Set(Array.from({ length: 20 }, () => newCaptchaCode()));
    expect(codes.size).toBeGreaterThan(1);
  });

  it('matches only the exact digits, ignoring surrounding spaces', () => {
    expect(captchaMatches(' 1234 ', '1234')).toBe(true);
    expect(captchaMatches('1243', '1234')).toBe(false);
    expect(captchaMatches('', '1234')).toBe(false);
  });
});

describe('<Captcha>', () => {
  it('draws each digit of the code on the canvas', () => {
    const drawn: string[] = [];
    const ctx = new Proxy({} as CanvasRenderingContext2D, {
      get: (_, prop) => (prop === 'fillText' ? (text: string) => drawn.push(text) : () => undefined),
      set: () => true,
    });
    const canvas = { getContext: () => ctx } as unknown as HTMLCanvasElement;
    drawCaptcha(canvas, '5079');
    expect(drawn).toEqual(['5', '0', '7', '9']);
  });

  it('asks for a new code when clicked', () => {
    const onRefresh = vi.fn();
    render(<Captcha code="1234" onRefresh={onRefresh} testId="cap" />);
    fireEvent.click(screen.getByTestId('cap'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
