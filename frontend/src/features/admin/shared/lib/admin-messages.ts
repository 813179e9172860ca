/** The dashboard's words, as the shop has always said them. */
export const ADMIN_MESSAGES = {
  promoted: (name: string) => `${name} is now admin`,
  demoted: (name: string) => `${name} is no longer an admin`,
  removed: (name: string) => `${name} is removed from database`,
  deletedTitle: 'Deleted!',
  dishDeleted: 'Your file has been deleted.',
  dishInserted: 'Your Item is inserted successfully!',
  dishUpdated: 'Your Item is updated successfully!',
} as const;
