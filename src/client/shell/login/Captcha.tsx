// Draws the captcha code on a canvas with noise; clicking it asks for a new code.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 100;
const HEIGHT = 36;

function randomBetween(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

function randomColor(min: number, max: number): string {
  const c = () => Math.round(randomBetween(min, max));
  return `rgb(${c()},${c()},${c()})`;
}

export function drawCaptcha(canvas: HTMLCanvasElement, code: string): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = randomColor(225, 250);
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 4; i++) {
    ctx.strokeStyle = randomColor(120, 200);
    ctx.beginPath();
    ctx.moveTo(randomBetween(0, WIDTH), randomBetween(0, HEIGHT));
    ctx.lineTo(randomBetween(0, WIDTH), randomBetween(0, HEIGHT));
    ctx.stroke();
  }
  ctx.textBaseline = 'middle';
  const step = WIDTH / (code.length + 1);
  [...code].forEach((digit, i) => {
    ctx.save();
    ctx.font = `bold ${Math.round(randomBetween(20, 26))}px sans-serif`;
    ctx.fillStyle = randomColor(30, 130);
    ctx.translate(step * (i + 0.6), HEIGHT / 2);
    ctx.rotate((randomBetween(-25, 25) * Math.PI) / 180);
    ctx.fillText(digit, 0, 0);
    ctx.restore();
  });
  for (let i = 0; i < 30; i++) {
    ctx.fillStyle = randomColor(0, 255);
    ctx.fillRect(randomBetween(0, WIDTH), randomBetween(0, HEIGHT), 1, 1);
  }
}

export function Captcha({ code, onRefresh, testId }: { code: string; onRefresh: () => void; testId?: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawCaptcha(canvas.current, code);
  }, [code]);
  return (
    <canvas
      ref={canvas}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={t('login.CaptchaRefresh')}
      title={t('login.CaptchaRefresh')}
      style={{ cursor: 'pointer', borderRadius: 4, flexShrink: 0 }}
      onClick={onRefresh}
      data-testid={testId}
    />
  );
}
