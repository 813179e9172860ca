import { Avatar, type AvatarProps } from '@mantine/core';
import avatarPlaceholder from './avatar-placeholder.svg';

export { avatarPlaceholder };

interface UserAvatarProps extends Omit<AvatarProps, 'src'> {
  /** The user's photo; without one, the shop's placeholder picture. */
  photoURL: string | null | undefined;
  alt?: string;
}

/** A round picture of a user: their photo, or the same placeholder everywhere. */
export function UserAvatar({ photoURL, alt = '', ...props }: UserAvatarProps) {
  return <Avatar src={photoURL || avatarPlaceholder} alt={alt} {...props} />;
}
