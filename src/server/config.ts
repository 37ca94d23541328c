import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isStateCode, isValidGstin } from "@contract/receipts";
import { z } from "zod";

/**
 * Every setting the server reads, parsed once at start-up. A bad value stops the process with a
 * message that names the variable, so a typo in a deployment fails loudly instead of half-working.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

const TRUST_PROXY_HOW =
  "give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)";
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address as a number of 32 (IPv4) or 128 (IPv6) bits; `address` is one `isIP` accepts. */
function addressBits(address: string, family: 4 | 6): bigint {
  if (family === 4) return address.split(".").reduce((bits, part) => (bits << 8n) | BigInt(part), 0n);
  let text = address.split("%")[0] ?? "";
  // A trailing dotted IPv4 part (::ffff:10.0.0.1) is the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const v4 = addressBits(dotted, 4);
    text = `${text.slice(0, -dotted.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return all.reduce((bits, group) => (bits << 16n) | BigInt(`0x${group}`), 0n);
}

/**
 * The networks no client on the internet can come from (RFC 1918, loopback, link-local, carrier-grade
 * NAT; IPv6 loopback, unique-local, link-local): a proxy's range may be as wide as any of them.
 */
const PRIVATE_NETWORKS: { family: 4 | 6; network: string; prefix: number }[] = [
  { family: 4, network: "10.0.0.0", prefix: 8 },
  { family: 4, network: "172.16.0.0", prefix: 12 },
  { family: 4, network: "192.168.0.0", prefix: 16 },
  { family: 4, network: "127.0.0.0", prefix: 8 },
  { family: 4, network: "169.254.0.0", prefix: 16 },
  { family: 4, network: "100.64.0.0", prefix: 10 },
  { family: 6, network: "::1", prefix: 128 },
  { family: 6, network: "fc00::", prefix: 7 },
  { family: 6, network: "fe80::", prefix: 10 },
];

/**
 * The widest public range trusted as proxies: an IPv4 /16 (65,536 addresses, a provider's block of
 * load balancers or CDN edges, such as 198.41.128.0/17) or an IPv6 /32 (one provider's allocation).
 * Anything wider holds addresses nobody vouches for, and a set of such ranges can add up to every
 * address (0.0.0.0/1 with 128.0.0.0/1), which is the blanket trust this setting refuses.
 */
const WIDEST_PUBLIC_PREFIX = { 4: 16, 6: 32 } as const;

/** IPv4 clients are matched against IPv4-mapped IPv6 ranges too (::ffff:0:0/96): judged as IPv4. */
const MAPPED_V4 = { network: addressBits("::ffff:0:0", 6), prefix: 96 };

const within = (bits: bigint, prefix: number, width: number, network: bigint, networkPrefix: number) =>
  prefix >= networkPrefix &&
  bits >> BigInt(width - networkPrefix) === network >> BigInt(width - networkPrefix);

/** Why a range (an address is a range of one) is too wide to trust, or undefined. */
function rangeProblem(entry: string, address: string, family: 4 | 6, prefix: number): string | undefined {
  let bits = addressBits(address, family);
  let width = family === 4 ? 32 : 128;
  let judgedAs: 4 | 6 = family;
  if (family === 6 && within(bits, prefix, 128, MAPPED_V4.network, MAPPED_V4.prefix)) {
    bits &= 0xffffffffn;
    prefix -= 96;
    width = 32;
    judgedAs = 4;
  }
  const isPrivate = PRIVATE_NETWORKS.some(
    (n) => n.family === judgedAs && within(bits, prefix, width, addressBits(n.network, n.family), n.prefix),
  );
  if (isPrivate || prefix >= WIDEST_PUBLIC_PREFIX[judgedAs]) return undefined;
  return `"${entry}" is a public range wider than /${WIDEST_PUBLIC_PREFIX[judgedAs]}: trust only your proxies' own addresses (private ranges such as 10.0.0.0/8 may be whole)`;
}

/**
 * An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of proxy-addr's names (loopback, …), no
 * wider than a private network or a narrow public range (WIDEST_PUBLIC_PREFIX).
 */
function proxyAddressProblem(entry: string): string | undefined {
  if (PROXY_NAMES.has(entry)) return undefined;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if ((family !== 4 && family !== 6) || rest.length > 0)
    return `"${entry}" is not an address or a CIDR range`;
  const full = family === 4 ? 32 : 128;
  if (prefix === undefined) return rangeProblem(entry, address, family, full);
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > full) return `"${entry}" has a bad prefix length`;
  // A /0 range is every address: the blanket trust this setting refuses.
  if (bits === 0) return `"${entry}" trusts every address`;
  return rangeProblem(entry, address, family, bits);
}

/**
 * Whom to believe about the client's address (X-Forwarded-For), in the form Fastify's `trustProxy`
 * takes: nobody (false), the proxies at these addresses, or the nearest `n` hops. Trusting everyone
 * (`true`) is refused: any client could then name its own address and dodge every per-address rate
 * limit.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (["false", "0", "off", "no"].includes(lower)) return false;
    if (["true", "on", "yes"].includes(lower)) {
      ctx.addIssue({
        code: "custom",
        message: `trusting every X-Forwarded-For lets any client pick its own address and dodge the rate limits; ${TRUST_PROXY_HOW}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 100) {
        ctx.addIssue({ code: "custom", message: `${value} proxies is not plausible; ${TRUST_PROXY_HOW}` });
        return z.NEVER;
      }
      // Fastify 5.12 no longer takes a bare hop count (it trusts nobody then); this is the same
      // rule as a function: the socket's peer and the next hops-1 addresses are our proxies.
      return Object.assign((_address: string, hop: number) => hop < hops, { hops });
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const problems = entries.map((entry) =>
      entry === "" ? "an empty entry" : proxyAddressProblem(entry.toLowerCase()),
    );
    const problem = problems.find((p) => p !== undefined);
    if (problem) {
      ctx.addIssue({ code: "custom", message: `${problem}; ${TRUST_PROXY_HOW}` });
      return z.NEVER;
    }
    return entries.map((entry) => entry.toLowerCase());
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxySetting.default(false),
  RATE_LIMIT: booleanFlag.default(true),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, "letters, digits and : . _ - only (up to 64), e.g. tc:")
    .default("tc:"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("Toppers Connect <no-reply@localhost>"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  UPI_ID: z
    .string()
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, "a UPI id looks like name@bank")
    .optional(),
  UPI_NAME: z.string().trim().min(1).max(60).default("Toppers Connect"),
  UPI_MERCHANT_CODE: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "the 4-digit merchant category code (MCC) of a merchant UPI id, such as 8299")
    .optional(),
  JITSI_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "a host name such as meet.jit.si or 8x8.vc (no https://)")
    .default("meet.jit.si"),
  JITSI_APP_ID: z.string().min(1).max(200).optional(),
  JITSI_APP_SECRET: z
    .string()
    .min(16, "at least 16 characters, or a PEM private key for 8x8 JaaS")
    .optional(),
  JITSI_KEY_ID: z.string().min(1).max(300).optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(128).optional(),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_UPLOAD_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SIGNIN_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_READ_MAX: z.coerce.number().int().min(1).default(120),
  PUBLIC_READ_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  RATE_LIMIT_SLOTS_PER_HOUR: z.coerce.number().int().min(1).default(6),
  RATE_LIMIT_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_HOLDS_PER_ADDRESS_SESSION: z.coerce.number().int().min(1).default(5),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  RAZORPAY_KEY_ID: z.string().trim().min(1).max(100).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).max(200).optional(),
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://checkout.razorpay.com/v1/checkout.js"),
  RAZORPAY_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  PLATFORM_COMMISSION_PERCENT: z.coerce
    .number()
    .int("a whole number of percent, such as 20")
    .min(0, "between 0 and 100")
    .max(100, "between 0 and 100")
    .default(20),
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      isValidGstin,
      "a 15-character GSTIN such as 29AAACT1234A1ZX (its state code, PAN and check character)",
    )
    .optional(),
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(120).optional(),
  SELLER_ADDRESS: z.string().trim().min(1).max(300).optional(),
  SELLER_STATE: z
    .string()
    .trim()
    .refine(isStateCode, "the 2-digit GST state code of a state or union territory, such as 29 for Karnataka")
    .optional(),
});

export type Env = z.input<typeof envSchema>;

/**
 * Fastify's `trustProxy`: trust no proxy, the proxies at these addresses or CIDR ranges, or the
 * nearest `hops` hops (a function that also says how many, for logs and tests).
 */
export type TrustProxy = false | string[] | (((address: string, hop: number) => boolean) & { hops: number });

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute path of the folder that holds the embedded database, files and the mail outbox. */
  dataDir: string;
  /** When set, PostgreSQL over `pg`; otherwise the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  /** TRUST_PROXY, in the form Fastify's `trustProxy` option takes. */
  trustProxy: TrustProxy;
  rateLimit: boolean;
  /**
   * With REDIS_URL, the rate limits count in this Redis, shared by every app process, under keys
   * that start with `keyPrefix`; without it, in each process's memory.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Absolute path of the built web app (index.html and hashed assets). */
  webDistDir: string;
  /** SMTP server for outgoing mail; without it every message is written to `<dataDir>/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs auth cookies and derives room names; generated and kept under `dataDir` when unset. */
  authSecret: string | undefined;
  /**
   * Where students pay: the platform's UPI id (VPA) and the payee name their UPI app shows.
   * `configured` is false when UPI_ID is unset and a placeholder id is used (development only).
   * `merchantCode`: the merchant category code (MCC) of a merchant UPI id, carried in the UPI link as
   * `mc`; unset for a personal UPI id.
   */
  upi: { id: string; name: string; configured: boolean; merchantCode: string | undefined };
  /**
   * The video rooms (Jitsi Meet's IFrame API from `domain`). With `appId` and `secret` the server
   * issues a short-lived JWT per room: HS256 with a shared secret (self-hosted Jitsi with token
   * auth), or RS256 with a PEM private key and `keyId` (8x8 JaaS, where appId is the tenant).
   */
  jitsi: { domain: string; appId: string | undefined; secret: string | undefined; keyId: string | undefined };
  /** Creates the first admin at start when no admin exists. */
  admin: { email: string; password: string } | undefined;
  /**
   * Requests per minute per client address: sign-in, sign-up, reset requests (`auth`); uploads.
   * `signInAccount`: sign-in attempts per 15 minutes per account (email), from any address.
   */
  rateLimits: {
    auth: number;
    upload: number;
    signInAccount: number;
    /**
     * The public reads anyone can make expensive (the session list and search, the mentor
     * directory, the session and mentor pages and their page heads), together, per minute per
     * client address.
     */
    reads: number;
    /** One-to-one times a student books per hour, counted per account (docs/product.md §10.12). */
    slotsPerHour: number;
    /** Live seat holds from one client address: across sessions, and on one session. */
    holdsPerAddress: number;
    holdsPerAddressSession: number;
  };
  /** An S3-compatible bucket for stored files; without it files live under `<dataDir>/files`. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /**
   * How long one statement of a public read may run on PostgreSQL before it is cancelled and the
   * read answers 503 "busy" (PGlite cannot interrupt a statement: see lib/public-reads.ts).
   */
  publicReadTimeoutMs: number;
  /**
   * When set, every queue's job attempt that runs longer than this is failed (and retried) by
   * pg-boss's maintenance, which then runs this often too; unset, each queue keeps its own expiry
   * (60–120 s) and maintenance runs every 30 s. The crash tests shorten it so that the jobs a killed
   * process held come back in seconds rather than minutes.
   */
  jobExpireSeconds: number | undefined;
  /** The platform's share of each mentor's monthly gross, in whole percent (docs/decisions/021). */
  commissionPercent: number;
  /**
   * Who issues the receipts (docs/decisions/027): SELLER_LEGAL_NAME (else "Toppers Connect"),
   * SELLER_ADDRESS and SELLER_STATE (a GST state code) when set. With SELLER_GSTIN too, every receipt
   * is a tax invoice (GST 18 % inside the price).
   */
  seller: {
    legalName: string;
    address: string | undefined;
    state: string | undefined;
    gstin: string | undefined;
  };
  /**
   * The optional payment gateway (docs/decisions/026): on only when RAZORPAY_KEY_ID,
   * RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are all set. `apiUrl` and `checkoutUrl` point at
   * Razorpay, or at a compatible server such as the tests' stand-in; unpaid orders are asked about
   * every `reconcileMinutes`. The secrets are never logged.
   */
  razorpay:
    | {
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        apiUrl: string;
        checkoutUrl: string;
        reconcileMinutes: number;
      }
    | undefined;
}

/** Used while UPI_ID is unset: a well-formed id that belongs to nobody, so that development works. */
export const DEMO_UPI_ID = "toppersconnect.demo@upi";

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): Config {
  // An empty variable (FOO= in an .env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  if ((e.JITSI_APP_ID === undefined) !== (e.JITSI_APP_SECRET === undefined)) {
    throw new ConfigError(["JITSI_APP_ID and JITSI_APP_SECRET: set both to sign room tokens, or neither"]);
  }
  if (e.JITSI_APP_SECRET?.includes("PRIVATE KEY") && !e.JITSI_KEY_ID) {
    throw new ConfigError(["JITSI_KEY_ID: required with a PEM private key in JITSI_APP_SECRET (8x8 JaaS)"]);
  }
  const razorpaySecrets = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpaySecrets.some((v) => v !== undefined) && !razorpaySecrets.every((v) => v !== undefined)) {
    throw new ConfigError([
      "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three to turn the payment gateway on, or none",
    ]);
  }
  if (e.SELLER_GSTIN && !(e.SELLER_LEGAL_NAME && e.SELLER_ADDRESS && e.SELLER_STATE)) {
    throw new ConfigError([
      "SELLER_GSTIN: a tax invoice also needs SELLER_LEGAL_NAME, SELLER_ADDRESS and SELLER_STATE",
    ]);
  }
  if (e.SELLER_GSTIN && e.SELLER_STATE && !e.SELLER_GSTIN.startsWith(e.SELLER_STATE)) {
    throw new ConfigError(["SELLER_STATE: must be the state of SELLER_GSTIN (its first two digits)"]);
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(["ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the first admin, or neither"]);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: e.RATE_LIMIT,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(root, e.WEB_DIST_DIR) : path.join(packageRoot(), "dist/web"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    jitsi: {
      domain: e.JITSI_DOMAIN,
      appId: e.JITSI_APP_ID,
      secret: e.JITSI_APP_SECRET,
      keyId: e.JITSI_KEY_ID,
    },
    upi: {
      id: e.UPI_ID ?? DEMO_UPI_ID,
      name: e.UPI_NAME,
      configured: e.UPI_ID !== undefined,
      merchantCode: e.UPI_MERCHANT_CODE,
    },
    rateLimits: {
      auth: e.RATE_LIMIT_AUTH_MAX,
      upload: e.RATE_LIMIT_UPLOAD_MAX,
      signInAccount: e.RATE_LIMIT_SIGNIN_ACCOUNT_MAX,
      reads: e.RATE_LIMIT_READ_MAX,
      slotsPerHour: e.RATE_LIMIT_SLOTS_PER_HOUR,
      holdsPerAddress: e.RATE_LIMIT_HOLDS_PER_ADDRESS,
      holdsPerAddressSession: e.RATE_LIMIT_HOLDS_PER_ADDRESS_SESSION,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    publicReadTimeoutMs: e.PUBLIC_READ_TIMEOUT_MS,
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    commissionPercent: e.PLATFORM_COMMISSION_PERCENT,
    seller: {
      legalName: e.SELLER_LEGAL_NAME ?? "Toppers Connect",
      address: e.SELLER_ADDRESS,
      state: e.SELLER_STATE,
      gstin: e.SELLER_GSTIN,
    },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ""),
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
            reconcileMinutes: e.RAZORPAY_RECONCILE_MINUTES,
          }
        : undefined,
  };
}

/** The folder holding package.json, found from this file (works from src/ and from the dist/ bundle). */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
