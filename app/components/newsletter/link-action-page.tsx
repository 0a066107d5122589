import { Form } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";

/**
 * A page a mailed link opens (confirmation, unsubscribe): the GET shows a button, only its POST acts — link scanners
 * follow links. `done`: the answer after the button; `works`: whether the link can still act.
 */
export function LinkActionPage(props: {
  title: string;
  token: string;
  works: boolean;
  done: string | null;
  intro: string;
  button: string;
  broken: string;
}) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <PageTitle>{props.title}</PageTitle>
      {props.done ? (
        <p role="status" className="mt-4 text-stone-800">
          {props.done}
        </p>
      ) : props.works ? (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-stone-800">{props.intro}</p>
          <input type="hidden" name="jeton" value={props.token} />
          <Button type="submit">{props.button}</Button>
        </Form>
      ) : (
        <p role="alert" className="mt-4 text-stone-800">
          {props.broken}
        </p>
      )}
      <ButtonLink to="/" variant="secondary" className="mt-8">
        Retour à l'accueil
      </ButtonLink>
    </main>
  );
}
