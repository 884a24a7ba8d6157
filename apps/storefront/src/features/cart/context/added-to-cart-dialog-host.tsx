import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { AddedToCartDialog, type AddedCartItem } from '../components/added-to-cart-dialog';

export interface AddedDialogRequest {
  item: AddedCartItem;
  notification?: string;
  /** Remove in the dialog: set the line to 0 and report remove_from_cart (the caller's cart call). */
  onRemove?: (quantity: 0) => void;
}

export interface AddedToCartDialogControl {
  /** Opens the confirmation unless one is already open (SPEC §4); says whether it opened. */
  show: (request: AddedDialogRequest) => boolean;
  close: () => void;
}

const AddedToCartDialogContext = createContext<AddedToCartDialogControl | null>(null);

export interface AddedToCartDialogHostProps {
  /** Passed to every dialog: close by itself after this long; 0 never (SPEC §4 default). */
  autoCloseMs?: number;
  children: ReactNode;
}

/**
 * One add-to-cart confirmation for the whole page: every card and the product page ask this host,
 * so a second add while one is open does not stack a second dialog (SPEC §4 'opens unless one is
 * already open'). Mount it once around the routes.
 */
export function AddedToCartDialogHost({ autoCloseMs = 0, children }: AddedToCartDialogHostProps) {
  const [request, setRequest] = useState<(AddedDialogRequest & { id: number }) | null>(null);
  const opened = useRef(0);
  // Read synchronously, so two adds in the same tick still open one dialog.
  const open = useRef(false);

  const close = useCallback(() => {
    open.current = false;
    setRequest(null);
  }, []);

  const show = useCallback((next: AddedDialogRequest) => {
    if (open.current) return false;
    open.current = true;
    opened.current += 1;
    setRequest({ ...next, id: opened.current });
    return true;
  }, []);

  const control = useMemo(() => ({ show, close }), [show, close]);
  const onRemove = request?.onRemove;

  return (
    <AddedToCartDialogContext.Provider value={control}>
      {children}
      {request ? (
        <AddedToCartDialog
          // A new add is a new dialog: hidden for its own first 750 ms, its own timeout.
          key={request.id}
          item={request.item}
          notification={request.notification}
          autoCloseMs={autoCloseMs}
          onClose={close}
          onRemove={
            onRemove
              ? (quantity) => {
                  onRemove(quantity);
                  close();
                }
              : undefined
          }
        />
      ) : null}
    </AddedToCartDialogContext.Provider>
  );
}

/** The page's add-to-cart confirmation; throws outside {@link AddedToCartDialogHost}. */
export function useAddedToCartDialog(): AddedToCartDialogControl {
  const control = useContext(AddedToCartDialogContext);
  if (!control) throw new Error('useAddedToCartDialog() must be used inside <AddedToCartDialogHost>.');
  return control;
}

/** The page's add-to-cart confirmation, or null where no host is mounted (a card shown on its own). */
export function useAddedToCartDialogIfHosted(): AddedToCartDialogControl | null {
  return useContext(AddedToCartDialogContext);
}
