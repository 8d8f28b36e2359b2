// Draws the captcha code on a canvas with noise; the image is a button asking for a new code, and the
// digits can be read aloud (captchaSpeech.ts).
import { Button, Tooltip } from '@fluentui/react-components';
import { Speaker2Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canSpeak, speakCode } from './captchaSpeech';

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

/**
 * The captcha image as a button (Enter or Space draws a new code, like a click), and beside it a button
 * that reads the digits aloud, where the browser can speak.
 */
export function Captcha({ code, onRefresh, testId }: { code: string; onRefresh: () => void; testId?: string }) {
  const { t, i18n } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawCaptcha(canvas.current, code);
  }, [code]);
  return (
    <>
      <Tooltip content={t('login.CaptchaRefresh')} relationship="description">
        <Button appearance="transparent" aria-label={t('login.captchaNew')} onClick={onRefresh} style={{ padding: 0, minWidth: 0, flexShrink: 0 }} data-testid={testId && `${testId}-refresh`}>
          <canvas ref={canvas} width={WIDTH} height={HEIGHT} aria-hidden style={{ borderRadius: 4, display: 'block' }} data-testid={testId} />
        </Button>
      </Tooltip>
      {canSpeak() && (
        <Button
          appearance="subtle"
          icon={<Speaker2Regular />}
          aria-label={t('login.captchaListen')}
          onClick={() => speakCode(code, i18n.language)}
          data-testid={testId && `${testId}-listen`}
        />
      )}
    </>
  );
}
