import { postLogoutTarget } from '@shop/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from '../model/session-lifecycle';

/**
 * Logging out from a button (the header): ends the session (model/session-lifecycle signOut), then
 * leaves an account page for home and otherwise stays (libs/identity postLogoutTarget).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useMutation({
    mutationFn: () => signOut(queryClient),
    onSuccess: () => {
      const from = `${pathname}${search}${hash}`;
      const target = postLogoutTarget(from);
      if (target !== from) navigate(target, { replace: true });
    },
  });
}
