// The one dialog every screen and the shell use (form, import, export, confirm, change password, login,
// forced log-out): dragged by its title and kept on screen, sized to fit a phone, focus on its first
// field, Enter in a single-line field submits, and Escape or a click outside asks first when there are
// unsaved changes (an explicit Cancel button is the user's choice and closes at once).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  type DialogSurfaceProps,
  DialogTitle,
} from '@fluentui/react-components';
import { type CSSProperties, type FormEvent, type KeyboardEvent, type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSingleLineField, firstField } from './dialogFields';
import { useDraggable } from './useDraggable';

export interface AppDialogProps {
  open?: boolean;
  title: ReactNode;
  /** Beside the title (e.g. a close button). */
  titleAction?: ReactElement;
  /** Escape or a click outside (modal only) asks to close; without it the dialog stays. */
  onDismiss?: () => void;
  /** Unsaved changes: dismissing asks first. */
  dirty?: boolean;
  /** 'alert': a click outside does not dismiss. */
  modalType?: 'modal' | 'alert';
  /** false: a click outside a modal dialog does not dismiss it either (Escape still does). */
  dismissOnOutsideClick?: boolean;
  /** The body is a form: Enter in a single-line field and a submit button call this. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  actions?: ReactNode;
  children?: ReactNode;
  /** Widest the dialog grows (it never exceeds the window). */
  maxWidth?: number | string;
  contentStyle?: CSSProperties;
  surfaceProps?: Omit<DialogSurfaceProps, 'children' | 'style'> & Record<`data-${string}`, string | undefined>;
}

/** Focuses the first field once it exists (content may load after the dialog opens), until the user acts. */
function useFocusFirstField(open: boolean, surface: { current: HTMLElement | null }) {
  useEffect(() => {
    const root = surface.current;
    if (!open || !root) return;
    let done = false;
    const tryFocus = () => {
      if (done) return;
      const field = firstField(root);
      if (!field) return;
      done = true;
      if (!root.contains(document.activeElement) || !isSingleLineField(document.activeElement)) field.focus();
    };
    const stop = () => {
      done = true;
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('pointerdown', stop);
    root.addEventListener('keydown', stop);
    tryFocus();
    return () => {
      observer.disconnect();
      root.removeEventListener('pointerdown', stop);
      root.removeEventListener('keydown', stop);
    };
  }, [open, surface]);
}

export function AppDialog(props: AppDialogProps) {
  const { open = true, title, titleAction, onDismiss, dirty = false, modalType = 'modal', dismissOnOutsideClick = true, onSubmit, actions, children, maxWidth = 600, contentStyle, surfaceProps } = props;
  const drag = useDraggable(open);
  const surface = useRef<HTMLElement | null>(null);
  const dragRef = drag.ref;
  const surfaceRef = useCallback(
    (node: HTMLDivElement | null) => {
      surface.current = node;
      dragRef(node);
    },
    [dragRef],
  );
  const [asking, setAsking] = useState(false);

  const requestDismiss = useCallback(() => {
    if (!onDismiss) return;
    if (dirty) setAsking(true);
    else onDismiss();
  }, [dirty, onDismiss]);
  useFocusFirstField(open, surface);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Enter in a single-line field saves; an IME composing Chinese text keeps its Enter.
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || !isSingleLineField(event.target)) return;
    const form = (event.target as HTMLInputElement).form;
    if (!form) return;
    event.preventDefault();
    // Not again while the last submission runs (its button is disabled, though it keeps focus).
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && (submit.disabled || submit.getAttribute('aria-disabled') === 'true')) return;
    form.requestSubmit();
  };

  const body = (
    <DialogBody>
      <DialogTitle {...drag.handleProps} action={titleAction}>
        {title}
      </DialogTitle>
      <DialogContent style={contentStyle}>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </DialogBody>
  );

  return (
    <>
      <Dialog open={open} modalType={modalType} onOpenChange={(_, d) => !d.open && (dismissOnOutsideClick || d.type !== 'backdropClick') && requestDismiss()}>
        <DialogSurface
          {...surfaceProps}
          ref={surfaceRef}
          onKeyDown={onKeyDown}
          style={{
            ...drag.style,
            width: '100%',
            maxWidth: `min(${typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth}, calc(100vw - 16px))`,
            maxHeight: 'calc(100dvh - 16px)',
            boxSizing: 'border-box',
            overflowY: 'auto',
          }}
        >
          {onSubmit ? (
            <form noValidate onSubmit={onSubmit}>
              {body}
            </form>
          ) : (
            body
          )}
        </DialogSurface>
      </Dialog>
      {asking && onDismiss && (
        <DiscardConfirm
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onDismiss();
          }}
        />
      )}
    </>
  );
}

function DiscardConfirm({ onKeep, onDiscard }: { onKeep(): void; onDiscard(): void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      modalType="alert"
      title={t('common.confirmTitle')}
      onDismiss={onKeep}
      maxWidth={420}
      surfaceProps={{ 'data-dialog': 'discard' }}
      actions={
        <>
          <Button appearance="primary" onClick={onKeep} data-discard="keep">
            {t('common.keepEditing')}
          </Button>
          <Button onClick={onDiscard} data-discard="discard">
            {t('common.discard')}
          </Button>
        </>
      }
    >
      {t('common.discardChanges')}
    </AppDialog>
  );
}
