import type { User } from '@atelier/domain';

export function Avatar({ user }: { user: User }) {
  if (user.profileImage) {
    return <img src={user.profileImage} alt="" width={32} height={32} className="size-8 rounded-full bg-sand object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-full bg-accent text-sm font-semibold text-ivory uppercase"
    >
      {user.username.slice(0, 1)}
    </span>
  );
}
