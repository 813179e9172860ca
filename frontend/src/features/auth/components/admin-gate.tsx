import { Center, Loader } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { StaffOnly } from '../../../components/errors/staff-only';
import { useAuth } from '../../../lib/auth-context';

interface AdminGateProps {
  children: ReactNode;
  /** The storefront's frame (header, banner, footer) that a refused customer finds their way back in. */
  frame: ComponentType<{ children: ReactNode }>;
}

/**
 * SPEC §6, corrected: administrators see the children (the dashboard); a signed-in customer sees, inside the
 * storefront's frame, that the area is for the staff and the way back. Confirming the address of an account the
 * shop names an administrator (with the banner of the frame) opens the dashboard in place.
 */
export function AdminGate({ children, frame: Frame }: AdminGateProps) {
  const { user, isAdmin, isAdminLoading } = useAuth();

  if (isAdminLoading) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Checking your access" />
      </Center>
    );
  }
  if (isAdmin) return children;

  return (
    <Frame>
      <StaffOnly email={user?.email} addressConfirmed={user?.emailVerified !== false} />
    </Frame>
  );
}
