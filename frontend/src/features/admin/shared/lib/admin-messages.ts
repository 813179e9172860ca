import { msg } from '@lingui/core/macro';

/** The dashboard's words, as the shop has always said them. */
export const ADMIN_MESSAGES = {
  roleGiven: (name: string, role: string) => msg`${name} is now on the staff as ${role}`,
  demoted: (name: string) => msg`${name} is no longer on the staff`,
  removed: (name: string) => msg`${name} is removed from database`,
  deletedTitle: msg`Deleted!`,
  dishDeleted: msg`Your file has been deleted.`,
  dishInserted: msg`Your Item is inserted successfully!`,
  dishUpdated: msg`Your Item is updated successfully!`,
} as const;
