// The user's profile image, or their initial on the accent colour when they have none.
import type { User } from '@atelier/domain';

interface UserAvatarProps {
  user: Pick<User, 'username' | 'profileImage'>;
  sizePx: number;
}

export function UserAvatar({ user, sizePx }: UserAvatarProps) {
  const style = { width: sizePx, height: sizePx };
  if (user.profileImage) {
    return (
      <img
        src={user.profileImage}
        alt={user.username}
        width={sizePx}
        height={sizePx}
        style={style}
        className="shrink-0 rounded-full bg-sand object-cover"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={user.username}
      style={{ ...style, fontSize: sizePx * 0.42 }}
      className="grid shrink-0 place-items-center rounded-full bg-accent font-display uppercase text-ivory"
    >
      {user.username.charAt(0)}
    </span>
  );
}
