"""A small JSON Schema checker for wwvm's profile documents, standard library only.

It understands the part of JSON Schema (draft 2020-12) that profiler/profile.schema.json
uses: type, properties, required, items (one schema for every element), enum, minimum and
additionalProperties, plus the annotations $schema, $id, $comment, title and description,
which it ignores. Any other keyword in a schema is a mistake in the schema, not in the
document, and raises SchemaError rather than being skipped silently.

    from profile_schema import validate
    errors = validate(doc, schema)   # [] when doc conforms; else one string per problem

Each error names the place in the document as a path: "$.threads[0].bytecodes: expected
integer, got string".
"""

ANNOTATIONS = {"$schema", "$id", "$comment", "title", "description"}
ASSERTIONS = {"type", "properties", "required", "items", "enum", "minimum", "additionalProperties"}


class SchemaError(ValueError):
    """The schema itself uses something this checker does not implement."""


def json_type(value):
    """The JSON type name of a value json.load produced ('integer' for whole numbers)."""
    if value is None:
        return "null"
    if isinstance(value, bool):  # before int: bool is a subclass of int in Python
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def has_type(value, name):
    kind = json_type(value)
    if name == "number":
        return kind in ("integer", "number")
    if name == "integer":
        # JSON Schema counts 2.0 as an integer: the value, not the spelling, decides.
        return kind == "integer" or (kind == "number" and value == value and float(value).is_integer())
    return kind == name


def json_equal(a, b):
    """Equality as JSON sees it: true is not 1, and 1 equals 1.0."""
    ka, kb = json_type(a), json_type(b)
    numeric = ("integer", "number")
    if ka in numeric and kb in numeric:
        return a == b
    if ka != kb:
        return False
    if ka == "array":
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b))
    if ka == "object":
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    return a == b


def _check_schema_keywords(schema, where):
    if not isinstance(schema, dict):
        raise SchemaError("%s: a schema must be an object" % where)
    unknown = set(schema) - ANNOTATIONS - ASSERTIONS
    if unknown:
        raise SchemaError("%s: unsupported keyword(s) %s" % (where, ", ".join(sorted(unknown))))
    if isinstance(schema.get("items"), list):
        raise SchemaError("%s: items must be one schema (the 2020-12 form)" % where)


def check_schema(schema, where="schema"):
    """Raises SchemaError unless schema and all its subschemas stay inside the subset."""
    _check_schema_keywords(schema, where)
    for name, sub in schema.get("properties", {}).items():
        check_schema(sub, "%s.properties.%s" % (where, name))
    for keyword in ("items", "additionalProperties"):
        if isinstance(schema.get(keyword), dict):
            check_schema(schema[keyword], "%s.%s" % (where, keyword))


def _validate(value, schema, path, errors):
    if "type" in schema:
        wanted = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(has_type(value, t) for t in wanted):
            errors.append("%s: expected %s, got %s" % (path, " or ".join(wanted), json_type(value)))

    if "enum" in schema and not any(json_equal(value, option) for option in schema["enum"]):
        errors.append("%s: %r is not one of %r" % (path, value, schema["enum"]))

    if "minimum" in schema and json_type(value) in ("integer", "number") and value < schema["minimum"]:
        errors.append("%s: %r is below the minimum %r" % (path, value, schema["minimum"]))

    if isinstance(value, dict):
        properties = schema.get("properties", {})
        for name in schema.get("required", []):
            if name not in value:
                errors.append("%s: missing required property %r" % (path, name))
        extra = schema.get("additionalProperties", True)
        for name in value:
            child = "%s.%s" % (path, name)
            if name in properties:
                _validate(value[name], properties[name], child, errors)
            elif extra is False:
                errors.append("%s: property %r is not allowed" % (path, name))
            elif isinstance(extra, dict):
                _validate(value[name], extra, child, errors)

    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            _validate(item, schema["items"], "%s[%d]" % (path, i), errors)


def validate(doc, schema):
    """The ways doc fails schema, as a list of strings; empty when it conforms.

    Raises SchemaError if the schema uses a keyword outside the supported subset."""
    check_schema(schema)
    errors = []
    _validate(doc, schema, "$", errors)
    return errors
