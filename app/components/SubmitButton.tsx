import { useNavigation } from '@remix-run/react';
import { Button } from '#app/components/ui/Button.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';

/** A submit button that shows a spinner while its form is being submitted. */
export function SubmitButton({
  children,
  pendingLabel,
  name,
  value,
  formAction,
  className,
}: {
  children: string;
  pendingLabel: string;
  name?: string;
  value?: string;
  formAction?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' &&
    (!formAction || navigation.formAction === formAction) &&
    (!name || navigation.formData?.get(name) === value);
  return (
    <Button
      name={name}
      value={value}
      formAction={formAction}
      disabled={pending}
      aria-disabled={pending}
      className={className}
    >
      {pending ? <Spinner label={pendingLabel} /> : null}
      {children}
    </Button>
  );
}
