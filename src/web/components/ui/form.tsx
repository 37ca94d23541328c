import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, type RefObject, useCallback, useId, useMemo, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { useFocusLater } from "@/hooks/use-focus-later";
import { failureReason, fieldErrorProps, serverFieldIssues, summarize } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { Alert } from "./alert";
import { type FieldControlProps, FormField } from "./form-field";

/*
 * The product's one way to build a form (docs/product.md §10): react-hook-form holds the values,
 * the contract's own zod schema checks them (the same rules the server applies), and every field
 * goes through <KitField>, which wires its label, hint and error. After a failed attempt the form's
 * alert says what is wrong (docs/product.md §5: "Please fill in all required fields" before any
 * other rule), each invalid field says its own reason, and focus moves to the first invalid field
 * in the order the form shows them, or to the alert when no field is to blame.
 */

type AnySchema = z.ZodType<FieldValues, FieldValues>;

export type FormKitOptions<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** The fields in the order the form shows them: the first invalid one gets focus. */
  order: readonly Path<Values>[];
  /**
   * Rules checked beside the schema, so one attempt shows every problem (a schema's refinement
   * runs only once its fields pass): each returns a field's message (English, as the contract
   * words it) or nothing.
   */
  also?: (values: Values) => Partial<Record<Path<Values>, string>>;
  /** The alert's text for the invalid fields (their messages, translated), when not the usual one. */
  summarizeWith?: (messages: Partial<Record<Path<Values>, string>>) => string | null;
};

export type FormKit<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  order: readonly Path<Values>[];
  /** The alert's text after a failed attempt, or null. */
  summary: string | null;
  /** Counts failed attempts: the alert is remounted for each, so the same message is announced again. */
  attempt: number;
  alertId: string;
  alertRef: RefObject<HTMLDivElement | null>;
  /** The form's onSubmit: checks the values, then calls `valid` with the schema's output. */
  submit: (valid: (data: Output) => void) => (event?: { preventDefault: () => void }) => void;
  /**
   * After the server refused: the alert's text, and the fields it named (from a 400's `issues`),
   * each marked invalid with its reason. Focus goes to the first such field, else the alert.
   */
  fail: (summary: string | null, fields?: Partial<Record<Path<Values>, string>>) => void;
  /** The server's refusal turned into the alert and the fields (see failureReason). */
  failWith: (error: unknown, summaryOf: (reason: string) => string, fallback: string) => void;
  /** Forgets the alert (a new attempt is under way). */
  clearSummary: () => void;
};

/** The message each field of `order` has, in the reader's language. */
function messagesOf<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  order: readonly Path<Values>[],
): Partial<Record<Path<Values>, string>> {
  const messages: Partial<Record<Path<Values>, string>> = {};
  for (const field of order) {
    const message = (get(errors, field) as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") messages[field] = translateMessage(message);
  }
  return messages;
}

export function useFormKit<Schema extends AnySchema>(
  schema: Schema,
  { defaultValues, order, also, summarizeWith }: FormKitOptions<z.input<Schema>>,
): FormKit<z.input<Schema>, z.output<Schema>> {
  type Values = z.input<Schema>;
  type Output = z.output<Schema>;
  const resolver = useMemo(() => {
    const base = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
    if (!also) return base;
    const withAlso: Resolver<Values, unknown, Output> = async (values, context, options) => {
      const result = await base(values, context, options);
      const extra = also(values);
      const extraFields = Object.keys(extra) as Path<Values>[];
      if (extraFields.length === 0) return result;
      const errors: Record<string, unknown> = { ...result.errors };
      for (const field of extraFields) {
        errors[field] ??= { type: "custom", message: extra[field] };
      }
      return { values: {}, errors: errors as FieldErrors<Values> };
    };
    return withAlso;
  }, [schema, also]);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues,
    // Checked on submit, then again as the reader corrects a field.
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Focus is ours: the first invalid field in the form's order, or the alert.
    shouldFocusError: false,
  });
  const [summary, setSummary] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const alertRef = useRef<HTMLDivElement | null>(null);
  const alertId = useId();
  const focusLater = useFocusLater();

  const focusFirst = useCallback(
    (fields: readonly Path<Values>[]) => {
      const first = order.find((field) => fields.includes(field));
      if (first) {
        // setFocus needs the field's element, which the next render may only just have drawn.
        focusLater(() => {
          form.setFocus(first);
          return null;
        });
      } else {
        focusLater(() => alertRef.current);
      }
    },
    [order, form, focusLater],
  );

  const fail = useCallback(
    (text: string | null, fields: Partial<Record<Path<Values>, string>> = {}) => {
      const named = Object.keys(fields) as Path<Values>[];
      for (const field of named) {
        form.setError(field, { type: "server", message: fields[field] });
      }
      setSummary(text);
      setAttempt((n) => n + 1);
      focusFirst(named);
    },
    [form, focusFirst],
  );

  const submit = useCallback(
    (valid: (data: Output) => void) => (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      void form.handleSubmit(
        (data) => {
          setSummary(null);
          valid(data);
        },
        (errors) => {
          const messages = messagesOf(errors, order);
          setSummary(summarizeWith ? summarizeWith(messages) : summarize(messages, order));
          setAttempt((n) => n + 1);
          focusFirst(Object.keys(messages) as Path<Values>[]);
        },
      )();
    },
    [form, order, focusFirst, summarizeWith],
  );

  const failWith = useCallback(
    (error: unknown, summaryOf: (reason: string) => string, fallback: string) => {
      const fields = serverFieldIssues(error, order);
      fail(summaryOf(failureReason(error, fallback, summarize(fields, order))), fields);
    },
    [fail, order],
  );

  return {
    form,
    order,
    summary,
    attempt,
    alertId,
    alertRef,
    submit,
    fail,
    failWith,
    clearSummary: useCallback(() => setSummary(null), []),
  };
}

/** The form's alert after a failed attempt (focusable, so focus can move to it), else `otherwise`. */
export function FormAlert<Values extends FieldValues, Output>({
  kit,
  otherwise = null,
}: {
  kit: FormKit<Values, Output>;
  otherwise?: ReactNode;
}) {
  if (!kit.summary) return <>{otherwise}</>;
  return (
    <Alert key={kit.attempt} id={kit.alertId} ref={kit.alertRef} tabIndex={-1}>
      {kit.summary}
    </Alert>
  );
}

/**
 * A field's state for <FormField> (or a control laid out by hand, such as a checkbox): invalid or
 * not, and its reason in the reader's language. A field invalid for the very reason the alert gives
 * points at the alert rather than repeating it.
 */
export function fieldError<Values extends FieldValues, Output>(
  kit: FormKit<Values, Output>,
  name: Path<Values>,
): { invalid: boolean; error: string | undefined; describedBy: string | undefined } {
  // `get` reads nested names too ("faqs.2.answer").
  const raw = (get(kit.form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  return fieldErrorProps(
    typeof raw === "string" ? translateMessage(raw) : undefined,
    kit.summary,
    kit.alertId,
  );
}

/** What <KitField> hands to its control: spread it on the input (ids, aria, and the form's wiring). */
export type KitControlProps = FieldControlProps & UseFormRegisterReturn;

/**
 * One field of a kit form: its label, hint and error around the control, registered with the form.
 * A field invalid for the very reason the alert gives points at the alert rather than repeating it.
 */
export function KitField<Values extends FieldValues, Output>({
  kit,
  name,
  label,
  required = false,
  hint,
  className,
  children,
}: {
  kit: FormKit<Values, Output>;
  name: Path<Values>;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: (control: KitControlProps) => ReactNode;
}) {
  return (
    <FormField label={label} required={required} hint={hint} className={className} {...fieldError(kit, name)}>
      {(control) => children({ ...control, ...kit.form.register(name) })}
    </FormField>
  );
}
