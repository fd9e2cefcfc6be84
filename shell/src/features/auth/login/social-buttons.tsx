import { Button } from '@grocery/shared-ui';

/** Shown as in the spec; social sign-in is not offered yet, so they do nothing. */
export function SocialButtons() {
  return (
    <>
      <p className="shell-form__divider">or continue with</p>
      <div className="shell-form__social">
        <Button variant="outline" type="button">
          Google
        </Button>
        <Button variant="outline" type="button">
          Facebook
        </Button>
      </div>
    </>
  );
}
