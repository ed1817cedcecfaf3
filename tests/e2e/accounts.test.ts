/**
 * Accounts in a real Chromium against the built server: sign-up and the emailed link, sign-in and its
 * failures, every demo account's landing page, guards, the profile (names, avatar limits, sessions),
 * password reset, code sign-in and two-factor.
 */
import crypto from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForMail, mailTo } from "../support/mailbox";
import { baseUrl, dataDir, DESKTOP, PHONE, signIn, useBrowser } from "./browser";

const { newPage } = useBrowser();
const mailDir = () => path.join(dataDir(), "mail");
const unique = (name: string) => `${name}-${Date.now()}-${crypto.randomBytes(3).toString("hex")}@example.org`;

/** A page of its own visitor: a made-up client address, so the per-IP limits of one test never touch another. */
async function visitor(viewport = DESKTOP, lang: "fr" | "en" = "fr"): Promise<Page> {
  const page = await newPage(viewport, { locale: lang === "en" ? "en-US" : "fr-FR" });
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${crypto.randomInt(1, 254)}.${crypto.randomInt(1, 254)}` });
  if (lang === "en") await page.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
  return page;
}

/**
 * Waits (generously: the test machine is shared) until something shows; if it never does, the error
 * carries what the page showed instead.
 */
async function shows(page: Page, locator: Locator, timeout = 20_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: "visible", timeout });
  } catch (error) {
    const main = await page.locator("main").innerText().catch(() => "(no main)");
    throw new Error(`${(error as Error).message}\nURL: ${page.url()}\nPage:\n${main}`, { cause: error });
  }
}

function linkIn(text: string, fragment: string): string {
  const link = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in:\n${text}`);
  // The server's BASE_URL is the e2e server's own address.
  return link;
}

/** Signs up through the form and opens the emailed link: a confirmed client, signed in on this page. */
async function newClient(page: Page, { firstName = "Awa", lastName = "Traoré", password = "secret-pass" } = {}) {
  const email = unique("client");
  await page.goto("/auth?tab=sign-up");
  await page.getByLabel("Prénom").fill(firstName);
  await page.getByLabel("Nom", { exact: true }).fill(lastName);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await page.waitForURL("**/auth?mode=check-email");
  const mail = await waitForMail(mailDir(), email);
  await page.goto(linkIn(mail.text, "/auth/verify-email?token="));
  await page.waitForURL(`${baseUrl()}/client`);
  return { email, password };
}

/** RFC 6238, as an authenticator app computes it from the key shown under the QR code. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secretBase32.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return ((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

describe("sign-up", () => {
  it("shows the page as SPEC.md describes it, in both languages", async () => {
    const page = await visitor(PHONE);
    await page.goto("/auth");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Bienvenue chez Faso Futures Studio");
    expect(await page.getByText("Connectez-vous à votre compte ou créez-en un nouveau").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Retour à l'accueil" }).first().getAttribute("href")).toBe("/");
    const tabs = page.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Connexion", "Inscription"]);
    expect(await tabs.first().getAttribute("aria-selected")).toBe("true");

    await page.goto("/en/auth");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome to Faso Futures Studio");
    expect(await page.getByText("Sign in to your account or create a new one").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Homepage" }).getAttribute("href")).toBe("/en");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.waitForURL("**/en/auth?tab=sign-up");
    await expect.poll(() => page.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected")).toBe("true");
    for (const label of ["First Name", "Last Name", "Email", "Password"]) expect(await page.getByLabel(label).isVisible()).toBe(true);
  });

  it("signs up, shows 'Check your email', and the emailed link lands the new client on /client", async () => {
    const page = await visitor(DESKTOP, "en");
    const email = unique("signup");
    await page.goto("/en/auth?tab=sign-up");
    // The button's busy label shows while the form is on its way.
    await page.route("**/en/auth**", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Mensah");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await shows(page, page.getByRole("button", { name: "Creating account..." }));
    await page.waitForURL("**/en/auth?mode=check-email");
    await shows(page, page.getByRole("heading", { name: "Check your email" }));
    expect(await page.getByText("We've sent you a confirmation link to complete your registration.").first().isVisible()).toBe(true);

    const mail = await waitForMail(mailDir(), email);
    expect(mail.subject).toBe("Faso Futures Studio: confirm your email address");
    expect(mail.html).toContain("Confirm my address");
    await page.goto(linkIn(mail.text, "/en/auth/verify-email?token="));
    await page.waitForURL(`${baseUrl()}/client`);
    // The menu opens once the page's script runs.
    await expect
      .poll(
        async () => {
          const menu = page.getByRole("menu");
          if (await menu.isVisible()) return menu.textContent();
          await page.getByRole("button", { name: "Account menu" }).click();
          return "";
        },
        { timeout: 20_000 },
      )
      .toContain(email);
  });

  it("shows the spec's validation messages next to the fields before sending", async () => {
    const page = await visitor(PHONE);
    await page.goto("/auth?tab=sign-up");
    // "Before sending" is the browser's check, so the page must be hydrated before the click.
    await page.waitForSelector("html[data-hydrated]");
    await page.getByLabel("Mot de passe").fill("12345");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    for (const message of [
      "Le prénom est obligatoire",
      "Le nom est obligatoire",
      "Veuillez saisir une adresse e-mail valide",
      "Le mot de passe doit contenir au moins 6 caractères",
    ]) {
      await expect.poll(() => page.getByText(message).isVisible(), { timeout: 15_000 }).toBe(true);
    }
    expect(await page.getByLabel("Prénom").getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toContain("tab=sign-up");
  });
});

describe("sign-in", () => {
  it("lands each demo account on its own home", async () => {
    for (const [email, home] of [
      ["admin@example.org", "/admin"],
      ["facilitator@example.org", "/facilitator"],
      ["client@example.org", "/client"],
      ["creator@example.org", "/creator"],
      ["employee@example.org", "/facilitator"],
    ] as const) {
      const page = await visitor();
      await page.goto("/auth");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Mot de passe").fill("demo-password");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForURL(`${baseUrl()}${home}`);
      // A signed-in visitor of /auth goes home too.
      await page.goto("/auth");
      expect(new URL(page.url()).pathname).toBe(home);
    }
  });

  it("says 'Sign in failed' with a reason that does not tell whether the address has an account", async () => {
    const page = await visitor(DESKTOP, "en");
    await page.goto("/en/auth");
    const reasons: string[] = [];
    for (const email of ["client@example.org", unique("nobody")]) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Sign in failed" });
      await shows(page, alert);
      reasons.push((await alert.textContent()) ?? "");
    }
    expect(reasons[0]).toContain("Invalid email or password.");
    expect(reasons[1]).toBe(reasons[0]);
  });

  it("tells an unconfirmed account why, and resends the link", async () => {
    const page = await visitor();
    const email = unique("unconfirmed");
    await page.goto("/auth?tab=sign-up");
    await page.getByLabel("Prénom").fill("Issa");
    await page.getByLabel("Nom", { exact: true }).fill("Compaoré");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("secret-pass");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await page.waitForURL("**/auth?mode=check-email");
    await waitForMail(mailDir(), email);

    await page.goto("/auth");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("secret-pass");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await shows(page, page.getByText("Confirmez d'abord votre adresse e-mail").first());
    await page.getByRole("button", { name: "Renvoyer le lien de confirmation" }).click();
    await shows(page, page.getByText("un nouveau lien est en route"));
    await waitForMail(mailDir(), email, 1);
  });
});

describe("guards", () => {
  it("sends a client who opens /admin to /client, and an anonymous visitor of /profile to /auth", async () => {
    const client = await visitor();
    await signIn(client, "client@example.org");
    await client.goto("/admin");
    expect(new URL(client.url()).pathname).toBe("/client");
    await client.goto("/admin/clients");
    expect(new URL(client.url()).pathname).toBe("/client");

    const anonymous = await visitor();
    await anonymous.goto("/profile");
    expect(new URL(anonymous.url()).pathname).toBe("/auth");
    await anonymous.goto("/creator/settings");
    expect(new URL(anonymous.url()).pathname).toBe("/auth");
  });
});

describe("profile", () => {
  it("shows the profile with its badge and long dates, and updates the names", async () => {
    const page = await visitor(PHONE);
    await newClient(page, { firstName: "Aminata", lastName: "Diallo" });
    await page.goto("/profile");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Paramètres du profil");
    const badge = page.locator("[data-role]");
    expect(await badge.textContent()).toBe("Client");
    const memberSince = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Africa/Ouagadougou" }).format(new Date());
    expect(await page.getByText("Membre depuis").locator("..").textContent()).toContain(memberSince);

    await page.getByLabel("Prénom").fill("Aminata Awa");
    await page.getByRole("button", { name: "Mettre à jour le profil" }).click();
    await shows(page, page.getByText("Votre profil a été mis à jour avec succès."));
    expect(await page.getByText("Aminata Awa Diallo").first().isVisible()).toBe(true);

    const admin = await visitor(DESKTOP, "en");
    await signIn(admin, "employee@example.org");
    await admin.goto("/profile");
    expect(await admin.locator("[data-role]").textContent()).toBe("Employee");
    expect(await admin.locator("[data-role]").getAttribute("class")).toContain("bg-green-100");
    expect(await admin.getByText("Member Since").isVisible()).toBe(true);
  });

  it("uploads a real picture that then shows in the menu, and refuses fakes and files over 5 MB", async () => {
    const page = await visitor(DESKTOP);
    await newClient(page);
    await page.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
    await page.goto("/profile");
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b5452b" } }).jpeg().toBuffer();
    await page.locator("#avatar-file").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: picture });
    await shows(page, page.getByText("Your new profile picture is in place."));
    const menuAvatar = page.getByRole("button", { name: "Account menu" }).locator("img");
    await expect.poll(() => menuAvatar.getAttribute("src"), { timeout: 20_000 }).toMatch(/^\/uploads\/[\w-]+\/avatar-256\.webp\?v=\d+$/);
    const src = (await menuAvatar.getAttribute("src"))!;
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");

    // A text file named .png: refused by its bytes.
    await page.locator("#avatar-file").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a picture") });
    await shows(page, page.getByRole("alert").filter({ hasText: "The file must be an image" }));
    expect(await menuAvatar.getAttribute("src")).toBe(src);

    // Over 5 MB: refused in the browser before sending…
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    picture.copy(big);
    let uploads = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/profile")) uploads++;
    });
    await page.locator("#avatar-file").setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
    await shows(page, page.getByRole("alert").filter({ hasText: "File size must be less than 5MB" }));
    expect(uploads).toBe(0);
    // …and by the server when sent anyway.
    const sent = await page.request.post("/profile", { multipart: { intent: "avatar", avatar: { name: "big.jpg", mimeType: "image/jpeg", buffer: big } } });
    expect(sent.status()).toBe(413);
  });

  it("lists the active sessions and ends the others", async () => {
    const laptop = await visitor(DESKTOP);
    const { email, password } = await newClient(laptop);
    const phone = await visitor(PHONE);
    await signIn(phone, email, password);
    await laptop.goto("/profile");
    expect(await laptop.getByText("Cet appareil").isVisible()).toBe(true);
    expect(await laptop.locator("section[aria-labelledby=sessions] li").count()).toBe(2);
    await laptop.getByRole("button", { name: "Déconnecter les autres sessions" }).click();
    await shows(laptop, laptop.getByText("Vos autres appareils ont été déconnectés."));
    await phone.goto("/profile");
    expect(new URL(phone.url()).pathname).toBe("/auth");
  });
});

describe("password reset, code sign-in and two-factor", () => {
  it("resets a forgotten password from the emailed link, ending the other sessions", async () => {
    const other = await visitor();
    const { email } = await newClient(other);
    const page = await visitor(PHONE);
    await page.goto("/auth");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.waitForURL("**/auth?mode=reset-password");
    const before = mailTo(mailDir(), email).length;
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await shows(page, page.getByText("un lien de réinitialisation est en route"));
    const mail = await waitForMail(mailDir(), email, before);
    expect(mail.subject).toContain("réinitialisez votre mot de passe");
    await page.goto(linkIn(mail.text, "mode=reset-password"));
    await page.getByLabel("Nouveau mot de passe").fill("a-brand-new-one");
    await page.getByRole("button", { name: "Enregistrer et se connecter" }).click();
    await page.waitForURL(`${baseUrl()}/client`);
    await other.goto("/profile");
    expect(new URL(other.url()).pathname).toBe("/auth");
  });

  it("signs in with a code sent by email", async () => {
    const first = await visitor();
    const { email } = await newClient(first);
    const page = await visitor(PHONE);
    await page.goto("/auth?mode=code");
    await page.getByRole("button", { name: "Envoyer le code" }).click();
    expect(await page.getByText("Vous devez fournir une adresse e-mail ou un numéro de téléphone.").isVisible()).toBe(true);
    const before = mailTo(mailDir(), email).length;
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Envoyer le code" }).click();
    await shows(page, page.getByLabel("Code reçu par e-mail"));
    const mail = await waitForMail(mailDir(), email, before);
    const code = /\b(\d{6})\b/.exec(mail.subject)![1]!;
    await page.getByLabel("Code reçu par e-mail").fill(code);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(`${baseUrl()}/client`);
  });

  it("turns two-factor on from /profile (QR code), then asks for the code at sign-in", async () => {
    const page = await visitor(DESKTOP);
    const { email, password } = await newClient(page);
    await page.goto("/profile");
    await page.getByLabel("Mot de passe actuel").fill(password);
    await page.getByRole("button", { name: "Activer" }).click();
    const qr = page.getByRole("img", { name: "QR code à scanner avec une application d'authentification" });
    await shows(page, qr);
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("Code à 6 chiffres").fill(totp(secret));
    await page.getByRole("button", { name: "Confirmer et activer" }).click();
    await shows(page, page.getByText("Un code vous sera demandé à chaque connexion."));

    const next = await visitor(PHONE);
    await next.goto("/auth");
    await next.getByLabel("E-mail").fill(email);
    await next.getByLabel("Mot de passe").fill(password);
    await next.getByRole("button", { name: "Se connecter" }).click();
    await next.waitForURL("**/auth?mode=two-factor");
    await next.getByLabel("Code de l'application d'authentification").fill(totp(secret));
    await next.getByRole("button", { name: "Vérifier" }).click();
    await next.waitForURL(`${baseUrl()}/client`);
  });
});
