// The user's profile image, or their initial on the accent colour when they have none.
import type { User } from '@atelier/domain';

interface AvatarProps {
  user: Pick<User, 'username' | 'profileImage'>;
  sizePx: number;
  /** Beside the user's name already (a menu button, say): hidden from screen readers rather than read twice. */
  decorative?: boolean;
}

export function Avatar({ user, sizePx, decorative = false }: AvatarProps) {
  const style = { width: sizePx, height: sizePx };
  if (user.profileImage) {
    return (
      <img
        src={user.profileImage}
        alt={decorative ? '' : user.username}
        width={sizePx}
        height={sizePx}
        style={style}
        className="shrink-0 rounded-full bg-sand object-cover"
      />
    );
  }
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': user.username };
  return (
    <span
      {...label}
      style={{ ...style, fontSize: sizePx * 0.42 }}
      className="grid shrink-0 place-items-center rounded-full bg-accent font-display uppercase text-ivory"
    >
      {user.username.charAt(0)}
    </span>
  );
}
