/** /admin/messages' action: its refusals through the real route module, as a page POST and as a `.data` POST. */
import { beforeAll, describe } from "vitest";
import { contactMessages } from "~/server/db/schema";
import { createContactMessage, signedInAs } from "../../../tests/support/factories";
import { itRefusesBadBodies, type FormTarget } from "../../../tests/support/form-refusals";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as messagesRoute from "./messages";

const database = setUpTestDatabase();
let adminCookie: string;
let messageId: string;

beforeAll(async () => {
  adminCookie = (await signedInAs("admin")).cookie;
  messageId = (await createContactMessage()).id;
});

describe("marking a message, through React Router", () => {
  const target = (): FormTarget => ({
    handle: routeHandler(messagesRoute, "admin/messages"),
    url: "http://localhost:3000/admin/messages",
    fields: { id: messageId, status: "handled" },
    headers: { Cookie: adminCookie },
    written: async () =>
      (await database.db.select().from(contactMessages)).filter((message) => message.status !== "new").length,
  });

  itRefusesBadBodies(target);
});
