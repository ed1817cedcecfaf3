import { cn } from "~/lib/utils";

interface AvatarUser {
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
}

export function initials(user: { firstName: string; lastName: string; email: string }): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** `announced`: the initials are part of a control's name (the account menu's), not decoration beside a name. */
export function UserAvatar({
  user,
  size = "md",
  announced = false,
}: {
  user: AvatarUser;
  size?: "sm" | "md" | "lg";
  announced?: boolean;
}) {
  const box = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-24 text-2xl" }[size];
  if (user.image) {
    return <img src={user.image} alt="" className={cn("rounded-full object-cover", box)} width={96} height={96} />;
  }
  return (
    <span
      aria-hidden={!announced}
      className={cn(
        "inline-flex items-center justify-center rounded-full bg-indigo-cloth font-semibold text-sand",
        box,
      )}
    >
      {initials(user)}
    </span>
  );
}
