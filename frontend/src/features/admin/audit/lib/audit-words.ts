import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction } from '@/api/generated/model';

/** What each kind of entry says happened. */
export const AUDIT_ACTION_NAMES: Record<AuditAction, MessageDescriptor> = {
  'order.status-changed': msg`Order moved`,
  'dish.created': msg`Dish added`,
  'dish.updated': msg`Dish changed`,
  'dish.removed': msg`Dish taken off the menu`,
  'dish.sold-out': msg`Dish sold out`,
  'dish.back-on-sale': msg`Dish back on sale`,
  'choice.sold-out': msg`Choice sold out`,
  'choice.back-on-sale': msg`Choice back on sale`,
  'promo-code.created': msg`Promo code added`,
  'promo-code.updated': msg`Promo code changed`,
  'promo-code.removed': msg`Promo code removed`,
  'settings.hours-changed': msg`Hours changed`,
  'settings.ordering-changed': msg`Ordering changed`,
  'kitchen.pace-changed': msg`Kitchen pace changed`,
  'user.role-changed': msg`Role changed`,
  'user.removed': msg`Account removed`,
  'staff.invited': msg`Invited to the staff`,
  'staff.invitation-withdrawn': msg`Invitation withdrawn`,
  'staff.joined': msg`Joined the staff`,
};
